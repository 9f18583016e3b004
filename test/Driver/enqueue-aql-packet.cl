// What an enqueue_kernel writes, field by field, in the optimized IR: the
// checks the runtime's limits need (virtual-queue header: arg_size @40), the
// slot reserved by a CAS on a word of the slot mask (@24, slot count @0,
// spread by mask_groups @44), the wrap at header + 64 + 128 * slot, the
// captures and setup arguments in the slot's argument area (@104 of the
// wrap), then the wrap and its AQL packet (docs/ABI.md, "Device-side
// enqueue"), the parent's child counter, and the READY state stored last
// with release order.
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -S -emit-llvm -o - %s | FileCheck %s

// CHECK-LABEL: define protected amdgpu_kernel void @enq(
// The queue is the vqueue_pointer setup argument, the parent wrap the
// aqlwrap_pointer one.
// CHECK-DAG: %[[QP:[0-9]+]] = getelementptr inbounds nuw i8, ptr addrspace(4) %0, i64 32{{$}}
// CHECK-DAG: %[[Q:[0-9]+]] = load ptr addrspace(1), ptr addrspace(4) %[[QP]]
// CHECK-DAG: %[[ASZ:[0-9]+]] = getelementptr inbounds nuw i8, ptr addrspace(1) %[[Q]], i64 40{{$}}
// CHECK-DAG: %[[AS:[0-9]+]] = load i32, ptr addrspace(1) %[[ASZ]]
// 48 setup-argument bytes + 16 bytes of captures (a pointer and an int).
// CHECK-DAG: icmp ult i32 %[[AS]], 64
// CHECK-DAG: %[[MP:[0-9]+]] = getelementptr inbounds nuw i8, ptr addrspace(1) %[[Q]], i64 24{{$}}
// CHECK-DAG: load i64, ptr addrspace(1) %[[MP]]
// CHECK-DAG: load i32, ptr addrspace(1) %[[Q]], align 8
// CHECK-DAG: getelementptr inbounds nuw i8, ptr addrspace(1) %[[Q]], i64 44{{$}}
// CHECK-DAG: cmpxchg ptr addrspace(1) %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 %{{[0-9]+}} syncscope("agent") acq_rel monotonic
// CHECK-DAG: %[[SLOTS:[0-9]+]] = getelementptr inbounds nuw i8, ptr addrspace(1) %[[Q]], i64 64{{$}}
// CHECK-DAG: %[[W:[0-9]+]] = getelementptr inbounds nuw %struct.AqlWrap, ptr addrspace(1) %[[SLOTS]], i64 %{{[0-9]+}}
// The argument area, preset by the runtime.
// CHECK-DAG: %[[KAP:[0-9]+]] = getelementptr inbounds nuw i8, ptr addrspace(1) %[[W]], i64 104{{$}}
// CHECK-DAG: %[[KAI:[0-9]+]] = load i64, ptr addrspace(1) %[[KAP]]
// CHECK-DAG: %[[KA:[0-9]+]] = inttoptr i64 %[[KAI]] to ptr addrspace(1)
// Captures after the six setup arguments.
// CHECK-DAG: %[[C0:[0-9]+]] = getelementptr inbounds nuw i8, ptr addrspace(1) %[[KA]], i64 48{{$}}
// CHECK-DAG: store ptr addrspace(1) %{{[0-9]+}}, ptr addrspace(1) %[[C0]]
// CHECK-DAG: %[[C1:[0-9]+]] = getelementptr inbounds nuw i8, ptr addrspace(1) %[[KA]], i64 56{{$}}
// CHECK-DAG: store i32 %{{[0-9]+}}, ptr addrspace(1) %[[C1]]
// Kernel object: entry 1 (the block kernel's index) of the kernel table @48.
// CHECK-DAG: %[[KTP:[0-9]+]] = getelementptr inbounds nuw i8, ptr addrspace(1) %[[Q]], i64 48{{$}}
// CHECK-DAG: %[[KTI:[0-9]+]] = load i64, ptr addrspace(1) %[[KTP]]
// CHECK-DAG: %[[KT:[0-9]+]] = inttoptr i64 %[[KTI]] to ptr addrspace(1)
// CHECK-DAG: %[[KOP:[0-9]+]] = getelementptr inbounds nuw i8, ptr addrspace(1) %[[KT]], i64 8{{$}}
// CHECK-DAG: %[[KO:[0-9]+]] = load i64, ptr addrspace(1) %[[KOP]]
// command_id from command_counter @32.
// CHECK-DAG: %[[CCP:[0-9]+]] = getelementptr inbounds nuw i8, ptr addrspace(1) %[[Q]], i64 32{{$}}
// CHECK-DAG: %[[CID:[0-9]+]] = atomicrmw add ptr addrspace(1) %[[CCP]], i32 1 syncscope("agent")
// The wrap: flags (wait-work-group = 2), command id, child counter,
// completion, parent wrap, wait count.
// CHECK-DAG: %[[F4:[0-9]+]] = getelementptr inbounds nuw i8, ptr addrspace(1) %[[W]], i64 4{{$}}
// CHECK-DAG: store i32 2, ptr addrspace(1) %[[F4]]
// CHECK-DAG: %[[F8:[0-9]+]] = getelementptr inbounds nuw i8, ptr addrspace(1) %[[W]], i64 8{{$}}
// CHECK-DAG: store i32 %[[CID]], ptr addrspace(1) %[[F8]]
// CHECK-DAG: %[[F12:[0-9]+]] = getelementptr inbounds nuw i8, ptr addrspace(1) %[[W]], i64 12{{$}}
// CHECK-DAG: store i32 0, ptr addrspace(1) %[[F12]]
// CHECK-DAG: %[[F16:[0-9]+]] = getelementptr inbounds nuw i8, ptr addrspace(1) %[[W]], i64 16{{$}}
// CHECK-DAG: store i64 0, ptr addrspace(1) %[[F16]]
// CHECK-DAG: %[[PWP:[0-9]+]] = getelementptr inbounds nuw i8, ptr addrspace(4) %0, i64 40{{$}}
// CHECK-DAG: %[[PW:[0-9]+]] = load ptr addrspace(1), ptr addrspace(4) %[[PWP]]
// CHECK-DAG: %[[PWI:[0-9]+]] = ptrtoint ptr addrspace(1) %[[PW]] to i64
// CHECK-DAG: %[[F24:[0-9]+]] = getelementptr inbounds nuw i8, ptr addrspace(1) %[[W]], i64 24{{$}}
// CHECK-DAG: store i64 %[[PWI]], ptr addrspace(1) %[[F24]]
// CHECK-DAG: %[[F40:[0-9]+]] = getelementptr inbounds nuw i8, ptr addrspace(1) %[[W]], i64 40{{$}}
// CHECK-DAG: store i32 0, ptr addrspace(1) %[[F40]]
// The packet: header 0x0a02 (kernel dispatch, agent-scope acquire and
// release), 2 dimensions, work-group 16x4x1, grid n x 8 x 1, the child's
// private segment size (amd_kernel_code_t @60), no group segment, the kernel
// object, no completion signal.
// CHECK-DAG: %[[P64:[0-9]+]] = getelementptr inbounds nuw i8, ptr addrspace(1) %[[W]], i64 64{{$}}
// CHECK-DAG: store i16 2562, ptr addrspace(1) %[[P64]]
// CHECK-DAG: %[[P66:[0-9]+]] = getelementptr inbounds nuw i8, ptr addrspace(1) %[[W]], i64 66{{$}}
// CHECK-DAG: store i16 2, ptr addrspace(1) %[[P66]]
// CHECK-DAG: %[[P68:[0-9]+]] = getelementptr inbounds nuw i8, ptr addrspace(1) %[[W]], i64 68{{$}}
// CHECK-DAG: store i16 16, ptr addrspace(1) %[[P68]]
// CHECK-DAG: %[[P70:[0-9]+]] = getelementptr inbounds nuw i8, ptr addrspace(1) %[[W]], i64 70{{$}}
// CHECK-DAG: store i16 4, ptr addrspace(1) %[[P70]]
// CHECK-DAG: %[[P72:[0-9]+]] = getelementptr inbounds nuw i8, ptr addrspace(1) %[[W]], i64 72{{$}}
// CHECK-DAG: store i16 1, ptr addrspace(1) %[[P72]]
// CHECK-DAG: %[[P76:[0-9]+]] = getelementptr inbounds nuw i8, ptr addrspace(1) %[[W]], i64 76{{$}}
// CHECK-DAG: store i32 %{{[0-9]+}}, ptr addrspace(1) %[[P76]]
// CHECK-DAG: %[[P80:[0-9]+]] = getelementptr inbounds nuw i8, ptr addrspace(1) %[[W]], i64 80{{$}}
// CHECK-DAG: store i32 8, ptr addrspace(1) %[[P80]]
// CHECK-DAG: %[[P84:[0-9]+]] = getelementptr inbounds nuw i8, ptr addrspace(1) %[[W]], i64 84{{$}}
// CHECK-DAG: store i32 1, ptr addrspace(1) %[[P84]]
// CHECK-DAG: %[[PSA:[0-9]+]] = add i64 %[[KO]], 60{{$}}
// CHECK-DAG: %[[PSP:[0-9]+]] = inttoptr i64 %[[PSA]] to ptr addrspace(1)
// CHECK-DAG: %[[PS:[0-9]+]] = load i32, ptr addrspace(1) %[[PSP]]
// CHECK-DAG: %[[P88:[0-9]+]] = getelementptr inbounds nuw i8, ptr addrspace(1) %[[W]], i64 88{{$}}
// CHECK-DAG: store i32 %[[PS]], ptr addrspace(1) %[[P88]]
// CHECK-DAG: %[[P92:[0-9]+]] = getelementptr inbounds nuw i8, ptr addrspace(1) %[[W]], i64 92{{$}}
// CHECK-DAG: store i32 0, ptr addrspace(1) %[[P92]]
// CHECK-DAG: %[[P96:[0-9]+]] = getelementptr inbounds nuw i8, ptr addrspace(1) %[[W]], i64 96{{$}}
// CHECK-DAG: store i64 %[[KO]], ptr addrspace(1) %[[P96]]
// CHECK-DAG: %[[P120:[0-9]+]] = getelementptr inbounds nuw i8, ptr addrspace(1) %[[W]], i64 120{{$}}
// CHECK-DAG: store i64 0, ptr addrspace(1) %[[P120]]
// The setup arguments of the child: zero offsets, the printf buffer, the
// queue and its own wrap.
// CHECK-DAG: %[[A24:[0-9]+]] = getelementptr inbounds nuw i8, ptr addrspace(1) %{{[0-9]+}}, i64 24{{$}}
// CHECK-DAG: %[[QI:[0-9]+]] = ptrtoint ptr addrspace(1) %[[Q]] to i64
// CHECK-DAG: %[[WI:[0-9]+]] = ptrtoint ptr addrspace(1) %[[W]] to i64
// CHECK-DAG: store i64 %[[QI]], ptr addrspace(1) %{{[0-9]+}}
// CHECK-DAG: store i64 %[[WI]], ptr addrspace(1) %{{[0-9]+}}
// The parent's child_counter, then READY.
// CHECK-DAG: %[[PCC:[0-9]+]] = getelementptr inbounds nuw i8, ptr addrspace(1) %[[PW]], i64 12{{$}}
// CHECK-DAG: atomicrmw add ptr addrspace(1) %[[PCC]], i32 1 syncscope("agent")
// CHECK:     store atomic i32 2, ptr addrspace(1) %[[W]] syncscope("agent") release
// The result: 0, or the error of the check that failed.
// CHECK:     phi i32 [ %{{[0-9]+}}, %{{[0-9]+}} ], [ -161, %{{[0-9]+}} ], [ 0, %{{[0-9]+}} ]
// CHECK:     ret void
kernel void enq(global int *a, int n) {
  size_t g[2] = {n, 8}, l[2] = {16, 4};
  int r = enqueue_kernel(get_default_queue(), CLK_ENQUEUE_FLAGS_WAIT_WORK_GROUP,
                         ndrange_2D(g, l), ^{ a[get_global_id(0)] = n; });
  a[1] = r;
}
