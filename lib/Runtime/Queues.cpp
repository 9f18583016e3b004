//===- Queues.cpp - Command queues and the order commands run in ----------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "Queues.h"
#include "API.h"
#include "DeviceFacts.h"
#include <condition_variable>

using namespace amdcl2::rt;

/// Signalled whenever an event completes or fails: blocked waits look again.
static std::condition_variable_any &statusChanged() {
  static std::condition_variable_any CV;
  return CV;
}

/// Every queue that may have pending commands.
static std::vector<cl_command_queue> &queues() {
  static std::vector<cl_command_queue> Q;
  return Q;
}

static bool isDone(cl_event E) { return E->Status <= CL_COMPLETE; }

/// Runs \p Q's pending commands from the front while their waits allow.
static bool runQueue(cl_command_queue Q) {
  bool Ran = false;
  while (!Q->Pending.empty()) {
    _cl_command_queue::Command &C = Q->Pending.front();
    if (!llvm::all_of(C.Waits, isDone))
      break;
    bool WaitFailed =
        llvm::any_of(C.Waits, [](cl_event E) { return E->Status < 0; });
    _cl_command_queue::Command Cmd = std::move(C);
    Q->Pending.erase(Q->Pending.begin());
    cl_context Ctx = Q->Context;
    cl_event E = Cmd.Event;
    E->Submit = ++Ctx->Clock;
    setEventStatus(E, CL_SUBMITTED);
    E->Start = ++Ctx->Clock;
    setEventStatus(E, CL_RUNNING);
    cl_ulong Nanoseconds = 0;
    cl_int Status = WaitFailed ? CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST
                               : Cmd.Run(Nanoseconds);
    Ctx->Clock += Nanoseconds;
    E->End = ++Ctx->Clock;
    for (cl_mem M : Cmd.Mems)
      releaseMem(M);
    for (cl_program P : Cmd.Programs)
      releaseProgram(P);
    for (cl_event W : Cmd.Waits)
      releaseEvent(W);
    setEventStatus(E, Status);
    releaseEvent(E); // the queue's reference
    Ran = true;
  }
  return Ran;
}

namespace amdcl2 {
namespace rt {

void runReady() {
  // A command that completes may let another queue's command run.
  for (bool Again = true; Again;) {
    Again = false;
    for (cl_command_queue Q : std::vector<cl_command_queue>(queues()))
      if (isLive(Q))
        Again |= runQueue(Q);
  }
}

void setEventStatus(cl_event E, cl_int Status) {
  E->Status = Status;
  // Callbacks for CL_COMPLETE run for an error status too.
  std::vector<_cl_event::Callback> Due;
  llvm::erase_if(E->Callbacks, [&](const _cl_event::Callback &C) {
    if (Status > C.OnStatus)
      return false;
    Due.push_back(C);
    return true;
  });
  for (const _cl_event::Callback &C : Due)
    C.Fn(E, Status < 0 ? Status : C.OnStatus, C.Data);
  if (Status <= CL_COMPLETE)
    statusChanged().notify_all();
}

bool waitForEvent(std::unique_lock<std::recursive_mutex> &Lock, cl_event E) {
  ++E->Refs;
  runReady();
  while (!isDone(E)) {
    statusChanged().wait(Lock);
    runReady();
  }
  releaseEvent(E);
  return true;
}

void releaseQueue(cl_command_queue Q) {
  if (--Q->Refs)
    return;
  runReady();
  llvm::erase(queues(), Q);
  cl_context C = Q->Context;
  destroyObject(Q);
  releaseContext(C);
}

cl_int checkWaitList(cl_context C, cl_uint Num, const cl_event *List) {
  if (bool(Num) != bool(List))
    return CL_INVALID_EVENT_WAIT_LIST;
  for (cl_uint I = 0; I < Num; ++I) {
    if (!isLive(List[I]))
      return CL_INVALID_EVENT_WAIT_LIST;
    if (List[I]->Context != C)
      return CL_INVALID_CONTEXT;
  }
  return CL_SUCCESS;
}

cl_int enqueue(cl_command_queue Q, cl_command_type Type, cl_uint NumWaits,
               const cl_event *WaitList, cl_event *EventOut,
               _cl_command_queue::Command Cmd, bool Blocking) {
  if (cl_int E = checkWaitList(Q->Context, NumWaits, WaitList))
    return E;
  _cl_event *E = makeObject<_cl_event>();
  E->Context = Q->Context;
  ++E->Context->Refs;
  E->Queue = Q;
  ++Q->Refs;
  E->Type = Type;
  E->Queued = ++Q->Context->Clock;
  Cmd.Event = E;
  Cmd.Waits.assign(WaitList, WaitList + NumWaits);
  for (cl_event W : Cmd.Waits)
    ++W->Refs;
  for (cl_mem M : Cmd.Mems)
    ++M->Refs;
  for (cl_program P : Cmd.Programs)
    ++P->Refs;
  Q->Pending.push_back(std::move(Cmd));
  ++E->Refs; // held until the end of this call
  runReady();
  cl_int Result = CL_SUCCESS;
  if (Blocking) {
    std::unique_lock<std::recursive_mutex> Lock(apiLock(), std::adopt_lock);
    waitForEvent(Lock, E);
    Lock.release();
    if (E->Status < 0)
      Result = E->Status;
  }
  if (EventOut)
    *EventOut = E;
  else
    releaseEvent(E);
  return Result;
}

namespace api {

static cl_command_queue makeQueue(cl_context C, cl_device_id D,
                                  cl_command_queue_properties Props,
                                  std::vector<cl_queue_properties> List,
                                  cl_uint Size) {
  _cl_command_queue *Q = makeObject<_cl_command_queue>();
  Q->Context = C;
  ++C->Refs;
  Q->Device = D;
  Q->Props = Props;
  Q->PropList = std::move(List);
  Q->Size = Size;
  queues().push_back(Q);
  return Q;
}

cl_command_queue clCreateCommandQueue(cl_context C, cl_device_id D,
                                      cl_command_queue_properties Props,
                                      cl_int *Err) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(C))
    return withError(Err, CL_INVALID_CONTEXT, cl_command_queue(nullptr));
  if (!isLive(D) || !inContext(C, D))
    return withError(Err, CL_INVALID_DEVICE, cl_command_queue(nullptr));
  if (Props &
      ~cl_command_queue_properties(CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE |
                                   CL_QUEUE_PROFILING_ENABLE))
    return withError(Err, CL_INVALID_VALUE, cl_command_queue(nullptr));
  return withError(Err, CL_SUCCESS, makeQueue(C, D, Props, {}, 0));
}

cl_command_queue
clCreateCommandQueueWithProperties(cl_context C, cl_device_id D,
                                   const cl_queue_properties *Props,
                                   cl_int *Err) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(C))
    return withError(Err, CL_INVALID_CONTEXT, cl_command_queue(nullptr));
  if (!isLive(D) || !inContext(C, D))
    return withError(Err, CL_INVALID_DEVICE, cl_command_queue(nullptr));
  cl_command_queue_properties Bits = 0;
  std::optional<cl_uint> Size;
  std::vector<cl_queue_properties> List;
  for (const cl_queue_properties *P = Props; P && *P; P += 2) {
    if (P[0] == CL_QUEUE_PROPERTIES)
      Bits = P[1];
    else if (P[0] == CL_QUEUE_SIZE)
      Size = cl_uint(P[1]);
    else
      return withError(Err, CL_INVALID_VALUE, cl_command_queue(nullptr));
    List.insert(List.end(), P, P + 2);
  }
  if (!List.empty())
    List.push_back(0);
  const cl_command_queue_properties Known =
      CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE | CL_QUEUE_PROFILING_ENABLE |
      CL_QUEUE_ON_DEVICE | CL_QUEUE_ON_DEVICE_DEFAULT;
  bool OnDevice = Bits & CL_QUEUE_ON_DEVICE;
  if ((Bits & ~Known) ||
      (OnDevice && !(Bits & CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE)) ||
      ((Bits & CL_QUEUE_ON_DEVICE_DEFAULT) && !OnDevice) || (Size && !OnDevice))
    return withError(Err, CL_INVALID_VALUE, cl_command_queue(nullptr));
  if (Size && *Size > facts::QueueOnDeviceMaxSize)
    return withError(Err, CL_INVALID_QUEUE_PROPERTIES,
                     cl_command_queue(nullptr));
  cl_uint QSize =
      OnDevice ? Size.value_or(facts::QueueOnDevicePreferredSize) : 0;
  return withError(Err, CL_SUCCESS, makeQueue(C, D, Bits, List, QSize));
}

cl_int clRetainCommandQueue(cl_command_queue Q) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(Q))
    return CL_INVALID_COMMAND_QUEUE;
  ++Q->Refs;
  return CL_SUCCESS;
}

cl_int clReleaseCommandQueue(cl_command_queue Q) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(Q))
    return CL_INVALID_COMMAND_QUEUE;
  releaseQueue(Q);
  return CL_SUCCESS;
}

cl_int clGetCommandQueueInfo(cl_command_queue Q, cl_command_queue_info Name,
                             size_t Size, void *Value, size_t *SizeRet) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(Q))
    return CL_INVALID_COMMAND_QUEUE;
  switch (Name) {
  case CL_QUEUE_CONTEXT:
    return returnValue(Size, Value, SizeRet, Q->Context);
  case CL_QUEUE_DEVICE:
    return returnValue(Size, Value, SizeRet, Q->Device);
  case CL_QUEUE_REFERENCE_COUNT:
    return returnValue(Size, Value, SizeRet, Q->Refs);
  case CL_QUEUE_PROPERTIES:
    return returnValue(Size, Value, SizeRet, Q->Props);
  case CL_QUEUE_SIZE:
    if (!(Q->Props & CL_QUEUE_ON_DEVICE))
      return CL_INVALID_COMMAND_QUEUE;
    return returnValue(Size, Value, SizeRet, Q->Size);
  default:
    return CL_INVALID_VALUE;
  }
}

cl_int clFlush(cl_command_queue Q) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(Q))
    return CL_INVALID_COMMAND_QUEUE;
  runReady();
  return CL_SUCCESS;
}

cl_int clFinish(cl_command_queue Q) {
  std::unique_lock<std::recursive_mutex> L(apiLock());
  if (!isLive(Q))
    return CL_INVALID_COMMAND_QUEUE;
  ++Q->Refs;
  while (!Q->Pending.empty()) {
    cl_event Last = Q->Pending.back().Event;
    waitForEvent(L, Last);
  }
  releaseQueue(Q);
  return CL_SUCCESS;
}

/// A marker or barrier: no work, complete once what it waits for is; with
/// no wait list, once every command enqueued before it is.
static cl_int enqueueMarker(cl_command_queue Q, cl_command_type Type,
                            cl_uint Num, const cl_event *List, cl_event *Out) {
  std::vector<cl_event> Waits(List, List + Num);
  if (!Num)
    for (const _cl_command_queue::Command &C : Q->Pending)
      Waits.push_back(C.Event);
  _cl_command_queue::Command Cmd;
  Cmd.Run = [](cl_ulong &) { return CL_COMPLETE; };
  if (cl_int E = checkWaitList(Q->Context, Num, List))
    return E;
  return enqueue(Q, Type, Waits.size(), Waits.empty() ? nullptr : Waits.data(),
                 Out, std::move(Cmd));
}

cl_int clEnqueueMarkerWithWaitList(cl_command_queue Q, cl_uint Num,
                                   const cl_event *List, cl_event *Out) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(Q))
    return CL_INVALID_COMMAND_QUEUE;
  return enqueueMarker(Q, CL_COMMAND_MARKER, Num, List, Out);
}

cl_int clEnqueueBarrierWithWaitList(cl_command_queue Q, cl_uint Num,
                                    const cl_event *List, cl_event *Out) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(Q))
    return CL_INVALID_COMMAND_QUEUE;
  return enqueueMarker(Q, CL_COMMAND_BARRIER, Num, List, Out);
}

cl_int clEnqueueMarker(cl_command_queue Q, cl_event *Out) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(Q))
    return CL_INVALID_COMMAND_QUEUE;
  if (!Out)
    return CL_INVALID_VALUE;
  return enqueueMarker(Q, CL_COMMAND_MARKER, 0, nullptr, Out);
}

cl_int clEnqueueBarrier(cl_command_queue Q) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(Q))
    return CL_INVALID_COMMAND_QUEUE;
  return enqueueMarker(Q, CL_COMMAND_BARRIER, 0, nullptr, nullptr);
}

cl_int clEnqueueMigrateMemObjects(cl_command_queue Q, cl_uint Num,
                                  const cl_mem *Mems, cl_mem_migration_flags F,
                                  cl_uint NumWaits, const cl_event *Waits,
                                  cl_event *Out) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(Q))
    return CL_INVALID_COMMAND_QUEUE;
  if (!Num || !Mems ||
      (F & ~cl_mem_migration_flags(CL_MIGRATE_MEM_OBJECT_HOST |
                                   CL_MIGRATE_MEM_OBJECT_CONTENT_UNDEFINED)))
    return CL_INVALID_VALUE;
  for (cl_uint I = 0; I < Num; ++I) {
    if (!isLive(Mems[I]))
      return CL_INVALID_MEM_OBJECT;
    if (Mems[I]->Context != Q->Context)
      return CL_INVALID_CONTEXT;
  }
  // One memory for the host and every device: there is nothing to move.
  _cl_command_queue::Command C;
  C.Mems.assign(Mems, Mems + Num);
  C.Run = [](cl_ulong &) { return CL_COMPLETE; };
  return enqueue(Q, CL_COMMAND_MIGRATE_MEM_OBJECTS, NumWaits, Waits, Out,
                 std::move(C));
}

cl_int clEnqueueWaitForEvents(cl_command_queue Q, cl_uint Num,
                              const cl_event *List) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(Q))
    return CL_INVALID_COMMAND_QUEUE;
  if (!Num || !List)
    return CL_INVALID_VALUE;
  if (cl_int E = checkWaitList(Q->Context, Num, List))
    return E == CL_INVALID_EVENT_WAIT_LIST ? CL_INVALID_EVENT : E;
  return enqueueMarker(Q, CL_COMMAND_BARRIER, Num, List, nullptr);
}

} // namespace api
} // namespace rt
} // namespace amdcl2
