// Events and markers over the runtime's structures (docs/ABI.md,
// "Device-side enqueue"): an event is reserved by a CAS on the event mask
// (@8 of the queue header) in the 40-byte event array (@16), starts
// SUBMITTED (2) with 2 references (the caller's and the scheduler's) or 1
// for a user event; an enqueue with a wait list retains each event and
// copies it to the wrap's wait list (@32, count @40); a marker is a slot in
// state MARKER (3); block queries are constants (256, 64).
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -S -emit-llvm -o - %s | FileCheck %s

// CHECK-LABEL: define protected amdgpu_kernel void @with_events(
// CHECK-DAG:     %[[EM:[0-9]+]] = getelementptr inbounds nuw i8, ptr addrspace(1) %[[Q:[0-9]+]], i64 8{{$}}
// CHECK-DAG:     %[[EA:[0-9]+]] = getelementptr inbounds nuw i8, ptr addrspace(1) %[[Q]], i64 16{{$}}
// CHECK-DAG:     %[[E:[0-9]+]] = getelementptr inbounds nuw %struct.Event, ptr addrspace(1) %{{[0-9]+}}, i64 %{{[0-9]+}}
// CHECK-DAG:     store i32 2, ptr addrspace(1) %[[E]]
// CHECK-DAG:     %[[EP:[0-9]+]] = phi ptr addrspace(1) [ %[[E]], %{{[0-9]+}} ], [ null, %{{[0-9]+}} ]
// CHECK-DAG:     %[[ECNT:[0-9]+]] = getelementptr inbounds nuw i8, ptr addrspace(1) %[[EP]], i64 4{{$}}
// CHECK-DAG:     store i32 2, ptr addrspace(1) %[[ECNT]]
// CHECK-DAG:     %[[W:[0-9]+]] = getelementptr inbounds nuw %struct.AqlWrap, ptr addrspace(1) %{{[0-9]+}}, i64 %{{[0-9]+}}
// CHECK-DAG:     %[[WS:[0-9]+]] = select i1 %{{[0-9]+}}, ptr addrspace(1) null, ptr addrspace(1) %[[W]]
// CHECK-DAG:     %[[WL:[0-9]+]] = getelementptr inbounds nuw i8, ptr addrspace(1) %[[WS]], i64 32{{$}}
// CHECK-DAG:     load i64, ptr addrspace(1) %[[WL]]
// CHECK-DAG:     %[[WN:[0-9]+]] = getelementptr inbounds nuw i8, ptr addrspace(1) %[[WS]], i64 40{{$}}
// CHECK-DAG:     store i32 2, ptr addrspace(1) %[[WN]]
// The two waited-for events are retained.
// CHECK-DAG:     atomicrmw add ptr addrspace(1) %{{[0-9]+}}, i32 1 syncscope("agent")
// CHECK-DAG:     atomicrmw add ptr addrspace(1) %{{[0-9]+}}, i32 1 syncscope("agent")
// CHECK:         store atomic i32 2, ptr addrspace(1) %{{[0-9]+}} syncscope("agent") release
// release_event: the last reference frees the event's mask bit.
// CHECK:         atomicrmw sub ptr addrspace(1) %{{[0-9]+}}, i32 1 syncscope("agent") acq_rel
// CHECK:         atomicrmw and ptr addrspace(1) %{{[0-9]+}}, i32 %{{[0-9]+}} syncscope("agent") release
// CHECK:         ret void

// CHECK-LABEL: define protected amdgpu_kernel void @marker(
// CHECK-NOT:     store i16 2562
// CHECK:         store atomic i32 3, ptr addrspace(1) %{{[0-9]+}} syncscope("agent") release
// CHECK:         ret void

// CHECK-LABEL: define protected amdgpu_kernel void @user_events(
// CHECK:         %[[U:[0-9]+]] = getelementptr inbounds nuw %struct.Event, ptr addrspace(1)
// CHECK:         store i32 2, ptr addrspace(1) %[[U]]
// CHECK:         store i32 1, ptr addrspace(1) %{{[0-9]+}}
// retain_event, set_user_event_status (a release store of the status).
// CHECK:         atomicrmw add ptr addrspace(1) %{{[0-9]+}}, i32 1 syncscope("agent")
// CHECK:         store atomic i32 %{{[0-9]+}}, ptr addrspace(1) %[[EV:[0-9]+]] syncscope("agent") release
// capture_event_profiling_info: the target @32, and end - start,
// complete - start if the event is complete already.
// CHECK:         %[[CAP:[0-9]+]] = getelementptr inbounds nuw i8, ptr addrspace(1) %[[EV]], i64 32{{$}}
// CHECK:         store i64 %{{[0-9]+}}, ptr addrspace(1) %[[CAP]]
// CHECK:         load atomic i32, ptr addrspace(1) %[[EV]] syncscope("agent") acquire
// CHECK:         sub i64
// CHECK:         sub i64
// CHECK:         ret void

// CHECK-LABEL: define protected amdgpu_kernel void @queries(
// CHECK:         store i32 256,
// CHECK:         store i32 64,
// CHECK:         ret void
kernel void with_events(global int *a, clk_event_t e0, clk_event_t e1) {
  clk_event_t wait[2] = {e0, e1}, done;
  a[0] = enqueue_kernel(get_default_queue(), CLK_ENQUEUE_FLAGS_NO_WAIT,
                        ndrange_1D(256), 2, wait, &done, ^{ a[1] = 1; });
  release_event(done);
}
kernel void marker(global int *a, clk_event_t e0) {
  clk_event_t done;
  a[0] = enqueue_marker(get_default_queue(), 1, &e0, &done);
}
kernel void user_events(global ulong *t, int status) {
  clk_event_t u = create_user_event();
  retain_event(u);
  set_user_event_status(u, status);
  if (is_valid_event(u))
    capture_event_profiling_info(u, CLK_PROFILING_COMMAND_EXEC_TIME, t);
}
kernel void queries(global uint *a) {
  void (^b)(void) = ^{ a[0] = 1; };
  a[1] = get_kernel_work_group_size(b);
  a[2] = get_kernel_preferred_work_group_size_multiple(b);
}
