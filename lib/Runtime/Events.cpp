//===- Events.cpp - Events, user events and profiling ---------------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Profiling times are the device's clock in nanoseconds: each command
/// advances it by its modelled duration (a kernel by its issue cycles at the
/// GPU's clock, Commands.cpp), so the times are repeatable from run to run.
///
//===----------------------------------------------------------------------===//

#include "API.h"
#include "Objects.h"
#include "Queues.h"

using namespace amdcl2::rt;

namespace amdcl2 {
namespace rt {

void releaseEvent(cl_event E) {
  if (--E->Refs)
    return;
  cl_context C = E->Context;
  cl_command_queue Q = E->Queue;
  destroyObject(E);
  if (Q)
    releaseQueue(Q);
  releaseContext(C);
}

namespace api {

cl_int clWaitForEvents(cl_uint Num, const cl_event *List) {
  std::unique_lock<std::recursive_mutex> L(apiLock());
  if (!Num || !List)
    return CL_INVALID_VALUE;
  for (cl_uint I = 0; I < Num; ++I)
    if (!isLive(List[I]))
      return CL_INVALID_EVENT;
  for (cl_uint I = 1; I < Num; ++I)
    if (List[I]->Context != List[0]->Context)
      return CL_INVALID_CONTEXT;
  bool Failed = false;
  for (cl_uint I = 0; I < Num; ++I) {
    waitForEvent(L, List[I]);
    Failed |= List[I]->Status < 0;
  }
  return Failed ? CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST : CL_SUCCESS;
}

cl_int clGetEventInfo(cl_event E, cl_event_info Name, size_t Size, void *Value,
                      size_t *SizeRet) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(E))
    return CL_INVALID_EVENT;
  switch (Name) {
  case CL_EVENT_COMMAND_QUEUE:
    return returnValue(Size, Value, SizeRet, E->Queue);
  case CL_EVENT_CONTEXT:
    return returnValue(Size, Value, SizeRet, E->Context);
  case CL_EVENT_COMMAND_TYPE:
    return returnValue(Size, Value, SizeRet, E->Type);
  case CL_EVENT_COMMAND_EXECUTION_STATUS:
    return returnValue(Size, Value, SizeRet, E->Status);
  case CL_EVENT_REFERENCE_COUNT:
    return returnValue(Size, Value, SizeRet, E->Refs);
  default:
    return CL_INVALID_VALUE;
  }
}

cl_int clRetainEvent(cl_event E) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(E))
    return CL_INVALID_EVENT;
  ++E->Refs;
  return CL_SUCCESS;
}

cl_int clReleaseEvent(cl_event E) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(E))
    return CL_INVALID_EVENT;
  releaseEvent(E);
  return CL_SUCCESS;
}

cl_int clGetEventProfilingInfo(cl_event E, cl_profiling_info Name, size_t Size,
                               void *Value, size_t *SizeRet) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(E))
    return CL_INVALID_EVENT;
  if (!E->Queue || !(E->Queue->Props & CL_QUEUE_PROFILING_ENABLE) ||
      E->Status != CL_COMPLETE)
    return CL_PROFILING_INFO_NOT_AVAILABLE;
  switch (Name) {
  case CL_PROFILING_COMMAND_QUEUED:
    return returnValue(Size, Value, SizeRet, E->Queued);
  case CL_PROFILING_COMMAND_SUBMIT:
    return returnValue(Size, Value, SizeRet, E->Submit);
  case CL_PROFILING_COMMAND_START:
    return returnValue(Size, Value, SizeRet, E->Start);
  case CL_PROFILING_COMMAND_END:
  case CL_PROFILING_COMMAND_COMPLETE:
    return returnValue(Size, Value, SizeRet, E->End);
  default:
    return CL_INVALID_VALUE;
  }
}

cl_event clCreateUserEvent(cl_context C, cl_int *Err) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(C))
    return withError(Err, CL_INVALID_CONTEXT, cl_event(nullptr));
  _cl_event *E = makeObject<_cl_event>();
  E->Context = C;
  ++C->Refs;
  E->Type = CL_COMMAND_USER;
  E->Status = CL_SUBMITTED;
  return withError(Err, CL_SUCCESS, E);
}

cl_int clSetUserEventStatus(cl_event E, cl_int Status) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(E) || E->Queue)
    return CL_INVALID_EVENT;
  if (Status > CL_COMPLETE)
    return CL_INVALID_VALUE;
  if (E->Status <= CL_COMPLETE)
    return CL_INVALID_OPERATION;
  setEventStatus(E, Status);
  runReady();
  return CL_SUCCESS;
}

cl_int clSetEventCallback(cl_event E, cl_int Type,
                          void(CL_CALLBACK *Fn)(cl_event, cl_int, void *),
                          void *Data) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(E))
    return CL_INVALID_EVENT;
  if (!Fn ||
      (Type != CL_SUBMITTED && Type != CL_RUNNING && Type != CL_COMPLETE))
    return CL_INVALID_VALUE;
  if (E->Status <= Type) {
    Fn(E, E->Status < 0 ? E->Status : Type, Data);
    return CL_SUCCESS;
  }
  E->Callbacks.push_back({Type, Fn, Data});
  return CL_SUCCESS;
}

} // namespace api
} // namespace rt
} // namespace amdcl2
