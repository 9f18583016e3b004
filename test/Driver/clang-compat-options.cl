// clang options a user of clang or of AMD's clBuildProgram passes, as clang
// means them: -cl-uniform-work-group-size (no partial work-groups: the local
// size is the enqueued one, read from the packet, with no min against the
// rest of the grid), -pedantic, -cl-std=CL1.0/CL1.1, and -g, which is
// accepted with a warning (AMDCL2 binaries carry no debug information).
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -cl-uniform-work-group-size -S -o - %s | FileCheck %s --check-prefix=UNIFORM
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -S -o - %s | FileCheck %s --check-prefix=PARTIAL
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -pedantic -cl-std=CL1.1 -c -o %t.cl11.clo %s
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -cl-std=CL1.0 -c -o %t.cl10.clo %s
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -g -c -o %t.g.clo %s 2>&1 | FileCheck %s --check-prefix=DEBUG
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -o %t.plain.clo %s
// RUN: cmp %t.plain.clo %t.g.clo
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -cl-std=CL4.0 -c -o %t.cl40.clo %s 2>&1 | FileCheck %s --check-prefix=CL40
// RUN: not test -e %t.cl40.clo

// UNIFORM-LABEL: .kernel k
// UNIFORM:         s_load_dword [[WG:s[0-9]+]], s[4:5], 0x4
// UNIFORM-NOT:     v_cndmask
// UNIFORM:         s_and_b32 [[WG]], [[WG]], 0xffff
// UNIFORM-NOT:     v_cndmask
// UNIFORM:         s_endpgm
// PARTIAL-LABEL: .kernel k
// PARTIAL:         s_load_dword s{{[0-9]+}}, s[4:5], 0xc
// PARTIAL:         v_cndmask_b32
// PARTIAL:         s_endpgm
// DEBUG: amdcl2-clang: warning: '-g' ignored: AMDCL2 binaries carry no debug information
// CL40: amdcl2-clang: error: invalid value 'CL4.0' in '-cl-std=' (supported: CL1.0, CL1.1, CL1.2, CL2.0, CL3.0)
kernel void k(global int *p) { p[get_global_id(0)] = get_local_size(0); }
