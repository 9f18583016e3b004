//===- Queues.h - Commands, their events and their order --------*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Every enqueued command gets an event and joins its queue's pending list;
/// commands run in the order they were enqueued, each once the events it
/// waits for are complete (so out-of-order queues are honoured through
/// their dependencies), in the thread that enqueues, flushes or waits.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_LIB_RUNTIME_QUEUES_H
#define AMDCL2_LIB_RUNTIME_QUEUES_H

#include "Objects.h"

namespace amdcl2 {
namespace rt {

/// Checks a wait list against \p C: CL_INVALID_EVENT_WAIT_LIST or
/// CL_INVALID_CONTEXT, else CL_SUCCESS.
cl_int checkWaitList(cl_context C, cl_uint Num, const cl_event *List);

/// Adds \p Cmd (its Run, Mems and Programs set; they are retained here) to
/// \p Q after the checks of \p Q and the wait list, runs what can run, and
/// returns the event through \p EventOut if given. With \p Blocking, waits
/// for the command; its error status is then the result.
cl_int enqueue(cl_command_queue Q, cl_command_type Type, cl_uint NumWaits,
               const cl_event *WaitList, cl_event *EventOut,
               _cl_command_queue::Command Cmd, bool Blocking = false);

/// Runs every command of every queue whose waits are complete.
void runReady();

/// Waits until \p E is complete or failed (another thread may set a user
/// event); false if it never can be.
bool waitForEvent(std::unique_lock<std::recursive_mutex> &Lock, cl_event E);

/// Sets \p E's status and calls the callbacks it reached.
void setEventStatus(cl_event E, cl_int Status);

} // namespace rt
} // namespace amdcl2

#endif // AMDCL2_LIB_RUNTIME_QUEUES_H
