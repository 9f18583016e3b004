; Every kind of kernel argument in a 64-bit program: where the CL2 layout
; puts it (element-size alignment, vec3 as vec4, pointer-sized slots for
; pointers, pipes, queues and structs, 8-byte image/sampler slots) and that
; the code reads it from exactly that offset. gfx7 SMRD offsets are dwords.
; RUN: amdcl2-llc -mcpu=gfx803 --kernel-info=json %s | FileCheck %s --check-prefix=JSON
; RUN: amdcl2-llc -mcpu=bonaire -S %s -o - | FileCheck %s --check-prefixes=ASM,GFX7
; RUN: amdcl2-llc -mcpu=fiji -S %s -o - | FileCheck %s --check-prefixes=ASM,GFX8

target triple = "amdgcn-amd-amdhsa"

%struct.S = type { i32, float, i64 }

; JSON:      "name": "kinds",
; JSON:      "kernarg_size": 320,
; JSON:      "name": "_.aqlwrap_pointer",
; JSON-NEXT: "type_name": "size_t",
; JSON-NEXT: "kind": "hidden",
; JSON-NEXT: "address_space": "",
; JSON-NEXT: "offset": 40,
; JSON-NEXT: "size": 8
; JSON:      "name": "c",
; JSON-NEXT: "type_name": "char",
; JSON-NEXT: "kind": "value",
; JSON-NEXT: "address_space": "",
; JSON-NEXT: "offset": 48,
; JSON-NEXT: "size": 1
; JSON:      "name": "c2",
; JSON-NEXT: "type_name": "uchar2",
; JSON-NEXT: "kind": "value",
; JSON-NEXT: "address_space": "",
; JSON-NEXT: "offset": 49,
; JSON-NEXT: "size": 2
; JSON:      "name": "s3",
; JSON-NEXT: "type_name": "short3",
; JSON-NEXT: "kind": "value",
; JSON-NEXT: "address_space": "",
; JSON-NEXT: "offset": 52,
; JSON-NEXT: "size": 8
; JSON:      "name": "i",
; JSON:      "offset": 60,
; JSON-NEXT: "size": 4
; JSON:      "name": "f4",
; JSON-NEXT: "type_name": "float4",
; JSON:      "offset": 64,
; JSON-NEXT: "size": 16
; JSON:      "name": "d",
; JSON:      "offset": 80,
; JSON-NEXT: "size": 8
; JSON:      "name": "u16",
; JSON:      "offset": 88,
; JSON-NEXT: "size": 128
; JSON:      "name": "gp",
; JSON-NEXT: "type_name": "float*",
; JSON-NEXT: "kind": "pointer",
; JSON-NEXT: "address_space": "global",
; JSON-NEXT: "offset": 216,
; JSON-NEXT: "size": 8
; JSON:      "name": "cp",
; JSON-NEXT: "type_name": "int*",
; JSON-NEXT: "kind": "pointer",
; JSON-NEXT: "address_space": "constant",
; JSON-NEXT: "offset": 224,
; JSON:      "name": "lp",
; JSON-NEXT: "type_name": "int*",
; JSON-NEXT: "kind": "pointer",
; JSON-NEXT: "address_space": "local",
; JSON-NEXT: "offset": 232,
; JSON-NEXT: "size": 8
; JSON:      "name": "img",
; JSON-NEXT: "type_name": "image2d_t",
; JSON-NEXT: "kind": "image",
; JSON-NEXT: "address_space": "global",
; JSON-NEXT: "offset": 240,
; JSON-NEXT: "size": 8
; JSON:      "name": "img3",
; JSON-NEXT: "type_name": "image3d_t",
; JSON-NEXT: "kind": "image",
; JSON-NEXT: "address_space": "global",
; JSON-NEXT: "offset": 248,
; JSON:      "name": "smp",
; JSON-NEXT: "type_name": "sampler_t",
; JSON-NEXT: "kind": "sampler",
; JSON-NEXT: "address_space": "",
; JSON-NEXT: "offset": 256,
; JSON-NEXT: "size": 8
; JSON:      "name": "p",
; JSON-NEXT: "type_name": "pipe __global int *",
; JSON-NEXT: "kind": "pipe",
; JSON-NEXT: "address_space": "global",
; JSON-NEXT: "offset": 264,
; JSON:      "name": "q",
; JSON-NEXT: "type_name": "queue_t",
; JSON-NEXT: "kind": "queue",
; JSON-NEXT: "address_space": "",
; JSON-NEXT: "offset": 272,
; JSON:      "name": "ev",
; JSON-NEXT: "type_name": "clk_event_t",
; JSON-NEXT: "kind": "clk_event",
; JSON-NEXT: "address_space": "",
; JSON-NEXT: "offset": 280,
; JSON:      "name": "s",
; JSON-NEXT: "type_name": "S",
; JSON-NEXT: "kind": "struct",
; JSON-NEXT: "address_space": "",
; JSON-NEXT: "offset": 288,
; JSON-NEXT: "size": 8
; JSON:      "name": "o",
; JSON-NEXT: "type_name": "One",
; JSON-NEXT: "kind": "struct",
; JSON-NEXT: "address_space": "",
; JSON-NEXT: "offset": 296,
; JSON-NEXT: "size": 8
; JSON:      "name": "out",
; JSON:      "offset": 304,
; JSON-NEXT: "size": 8

; ASM-LABEL: .kernel kinds
; ASM:       .arg c, "char", char
; ASM-NEXT:  .arg c2, "uchar2", uchar2
; ASM-NEXT:  .arg s3, "short3", short3
; ASM-NEXT:  .arg i, "int", int
; ASM-NEXT:  .arg f4, "float4", float4
; ASM-NEXT:  .arg d, "double", double
; ASM-NEXT:  .arg u16, "ulong16", ulong16
; ASM-NEXT:  .arg gp, "float*", float*, global
; ASM-NEXT:  .arg cp, "int*", int*, constant, const
; ASM-NEXT:  .arg lp, "int*", int*, local
; ASM-NEXT:  .arg img, "image2d_t", image, read_only, 0
; ASM-NEXT:  .arg img3, "image3d_t", image, write_only, 0
; ASM-NEXT:  .arg smp, "sampler_t", sampler, 0
; ASM-NEXT:  .arg p, "pipe __global int *", pipe, rdonly
; ASM-NEXT:  .arg q, "queue_t", queue
; ASM-NEXT:  .arg ev, "clk_event_t", clkevent
; ASM-NEXT:  .arg s, "S", structure, 16
; ASM-NEXT:  .arg o, "One", structure, 4
; ASM-NEXT:  .arg out, "int*", int*, global
; ASM:       .text
; Every load from the argument pointer, at exactly the CL2 offsets: c and
; c2 share dword 48, s3.z and i the qword at 56, f4.w is at 76, d at 80,
; u16.s5 at 128, gp+cp at 216, lp's low dword at 232, img..o in one 64-byte
; load at 240, out at 304.
; GFX7-DAG:  s_load_dword s{{[0-9]+}}, s[4:5], 0xc{{$}}
; GFX7-DAG:  s_load_dwordx2 s[{{[0-9]+:[0-9]+}}], s[4:5], 0xe{{$}}
; GFX7-DAG:  s_load_dword s{{[0-9]+}}, s[4:5], 0x13{{$}}
; GFX7-DAG:  s_load_dwordx2 s[{{[0-9]+:[0-9]+}}], s[4:5], 0x14{{$}}
; GFX7-DAG:  s_load_dword s{{[0-9]+}}, s[4:5], 0x20{{$}}
; GFX7-DAG:  s_load_dwordx4 s[{{[0-9]+:[0-9]+}}], s[4:5], 0x36{{$}}
; GFX7-DAG:  s_load_dword s{{[0-9]+}}, s[4:5], 0x3a{{$}}
; GFX7-DAG:  s_load_dwordx16 s[{{[0-9]+:[0-9]+}}], s[4:5], 0x3c{{$}}
; GFX7-DAG:  s_load_dwordx2 s[{{[0-9]+:[0-9]+}}], s[4:5], 0x4c{{$}}
; GFX8-DAG:  s_load_dword s{{[0-9]+}}, s[4:5], 0x30{{$}}
; GFX8-DAG:  s_load_dwordx2 s[{{[0-9]+:[0-9]+}}], s[4:5], 0x38{{$}}
; GFX8-DAG:  s_load_dword s{{[0-9]+}}, s[4:5], 0x4c{{$}}
; GFX8-DAG:  s_load_dwordx2 s[{{[0-9]+:[0-9]+}}], s[4:5], 0x50{{$}}
; GFX8-DAG:  s_load_dword s{{[0-9]+}}, s[4:5], 0x80{{$}}
; GFX8-DAG:  s_load_dwordx4 s[{{[0-9]+:[0-9]+}}], s[4:5], 0xd8{{$}}
; GFX8-DAG:  s_load_dword s{{[0-9]+}}, s[4:5], 0xe8{{$}}
; GFX8-DAG:  s_load_dwordx16 s[{{[0-9]+:[0-9]+}}], s[4:5], 0xf0{{$}}
; GFX8-DAG:  s_load_dwordx2 s[{{[0-9]+:[0-9]+}}], s[4:5], 0x130{{$}}
; ASM-NOT:   flat_load
; ASM:       s_endpgm

define protected amdgpu_kernel void @kinds(i8 %c, <2 x i8> %c2, <3 x i16> %s3, i32 %i, <4 x float> %f4, double %d, <16 x i64> %u16, ptr addrspace(1) %gp, ptr addrspace(4) %cp, ptr addrspace(3) %lp, ptr addrspace(4) %img, ptr addrspace(4) %img3, ptr addrspace(4) %smp, ptr addrspace(1) %p, ptr addrspace(1) %q, ptr addrspace(1) %ev, ptr addrspace(4) byref(%struct.S) align 8 %s, i32 %o, ptr addrspace(1) %out) !kernel_arg_addr_space !0 !kernel_arg_access_qual !1 !kernel_arg_type !2 !kernel_arg_base_type !3 !kernel_arg_type_qual !4 !kernel_arg_name !5 {
  %v0 = sext i8 %c to i32
  %e1 = extractelement <2 x i8> %c2, i32 1
  %v1 = zext i8 %e1 to i32
  %e2 = extractelement <3 x i16> %s3, i32 2
  %v2 = sext i16 %e2 to i32
  %e4 = extractelement <4 x float> %f4, i32 3
  %v4 = fptosi float %e4 to i32
  %v5 = fptosi double %d to i32
  %e6 = extractelement <16 x i64> %u16, i32 5
  %v6 = trunc i64 %e6 to i32
  %g = getelementptr float, ptr addrspace(1) %gp, i64 1
  %gv = load float, ptr addrspace(1) %g
  %v7 = fptosi float %gv to i32
  %cpp = getelementptr i32, ptr addrspace(4) %cp, i64 2
  %v8 = load i32, ptr addrspace(4) %cpp
  %lpp = getelementptr i32, ptr addrspace(3) %lp, i32 3
  %v9 = load i32, ptr addrspace(3) %lpp
  %pi = ptrtoint ptr addrspace(4) %img to i32
  %pi3 = ptrtoint ptr addrspace(4) %img3 to i32
  %ps = ptrtoint ptr addrspace(4) %smp to i32
  %pp = ptrtoint ptr addrspace(1) %p to i32
  %pq = ptrtoint ptr addrspace(1) %q to i32
  %pe = ptrtoint ptr addrspace(1) %ev to i32
  %sb = getelementptr i8, ptr addrspace(4) %s, i64 4
  %sv = load float, ptr addrspace(4) %sb
  %v10 = fptosi float %sv to i32
  %a0 = add i32 %v0, %v1
  %a1 = add i32 %a0, %v2
  %a2 = add i32 %a1, %i
  %a3 = add i32 %a2, %v4
  %a4 = add i32 %a3, %v5
  %a5 = add i32 %a4, %v6
  %a6 = add i32 %a5, %v7
  %a7 = add i32 %a6, %v8
  %a8 = add i32 %a7, %v9
  %a9 = add i32 %a8, %pi
  %a10 = add i32 %a9, %pi3
  %a11 = add i32 %a10, %ps
  %a12 = add i32 %a11, %pp
  %a13 = add i32 %a12, %pq
  %a14 = add i32 %a13, %pe
  %a15 = add i32 %a14, %v10
  %a16 = add i32 %a15, %o
  store i32 %a16, ptr addrspace(1) %out
  ret void
}

!0 = !{i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 1, i32 2, i32 3, i32 1, i32 1, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0, i32 1}
!1 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"read_only", !"write_only", !"none", !"read_only", !"none", !"none", !"none", !"none", !"none"}
!2 = !{!"char", !"uchar2", !"short3", !"int", !"float4", !"double", !"ulong16", !"float*", !"int*", !"int*", !"image2d_t", !"image3d_t", !"sampler_t", !"int", !"queue_t", !"clk_event_t", !"S", !"One", !"int*"}
!3 = !{!"char", !"uchar __attribute__((ext_vector_type(2)))", !"short __attribute__((ext_vector_type(3)))", !"int", !"float __attribute__((ext_vector_type(4)))", !"double", !"ulong __attribute__((ext_vector_type(16)))", !"float*", !"int*", !"int*", !"image2d_t", !"image3d_t", !"sampler_t", !"int", !"queue_t", !"clk_event_t", !"S", !"One", !"int*"}
!4 = !{!"", !"", !"", !"", !"", !"", !"", !"", !"const", !"", !"", !"", !"", !"pipe", !"", !"", !"", !"", !""}
!5 = !{!"c", !"c2", !"s3", !"i", !"f4", !"d", !"u16", !"gp", !"cp", !"lp", !"img", !"img3", !"smp", !"p", !"q", !"ev", !"s", !"o", !"out"}
