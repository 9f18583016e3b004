// The CLRX text -S writes, checked without CLRX (clrx-roundtrip.cl
// assembles it): the target lines, the data sections and samplers, the
// per-kernel .sampler ids, the code as words with CLRX relocation
// expressions for the literals the loader patches, and LLVM's listing as
// comments. A program whose data holds addresses cannot be written.
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=ellesmere --amdcl2-driver=2004.06 \
// RUN:   -S %S/Inputs/clrx-roundtrip-kernels.cl -o - | FileCheck %s --check-prefixes=CHECK,G2
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 \
// RUN:   -S %S/Inputs/clrx-roundtrip-kernels.cl -o - | FileCheck %s --check-prefixes=CHECK,GFX9
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=kaveri --amdcl2-driver=old -DNO_DATA \
// RUN:   -S %S/Inputs/clrx-roundtrip-kernels.cl -o - | FileCheck %s --check-prefix=OLD
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji \
// RUN:   -S %S/../Binary/Writer/program-data-pointers.cl -o %t.s 2>&1 | FileCheck %s --check-prefix=PTR

// The device CLRX knows for the device code (Ellesmere, not Fiji), the
// driver as CLRX numbers it, the ISA note of the writer.
// G2:        .gpu Ellesmere
// G2-NEXT:   .64bit
// G2-NEXT:   .driver_version 200406
// G2-NEXT:   .arch_minor 0
// G2-NEXT:   .arch_stepping 4
// GFX9:      .gpu gfx900
// GFX9-NEXT: .64bit
// GFX9-NEXT: .driver_version 248203
// GFX9-NEXT: .arch_minor 0
// GFX9-NEXT: .arch_stepping 0
// CHECK-NEXT: .compile_options "-cl-std=CL2.0"
// Read-only data (the weights, then the sampler slots), global data, bss.
// CHECK-NEXT: .globaldata
// CHECK-NEXT: .gdata:
// CHECK-NEXT:   .byte 0x00, 0x00, 0x80, 0x3e, 0x00, 0x00, 0x00, 0x3f, 0x00, 0x00, 0x40, 0x3f, 0x00, 0x00, 0x80, 0x3f
// CHECK-NEXT:   .byte 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
// CHECK-NEXT: .rwdata
// CHECK-NEXT: .ddata:
// CHECK-NEXT:   .byte 0x07, 0x00, 0x00, 0x00, 0x00, 0x00, 0x80, 0x3f
// CHECK:      .bssdata align=8
// CHECK-NEXT: .bdata:
// CHECK-NEXT:   .skip 256
// CLRX's sampler value: coordinates | filter << 8 | addressing << 16 (edge:
// unnormalized, nearest, clamp to edge; the literal: normalized, linear,
// repeat), not the CLK_* bits.
// CHECK-NEXT: .sampler 0x00010000
// CHECK-NEXT: .sampler 0x00030101
// CHECK-NEXT: .samplerreloc 16, 0
// CHECK-NEXT: .samplerreloc 24, 1
// CHECK-NEXT: .kernel every_arg
// Float mode as the setup has it (gfx9: 0xf0).
// G2:         .floatmode 0xc0
// GFX9:       .floatmode 0xf0
// CHECK:      .arg sp, "S*", structure*, 16, global, , rdonly
// CHECK:      .arg ai, "atomic_int*", structure*, 1, global,{{ }}
// CHECK:      .arg p, "pipe __global int *", pipe, rdonly

// CHECK-LABEL: .kernel data
// CHECK:      .arg x, "float", float
// CHECK-NEXT: .sampler 0
// CHECK-NEXT: .sampler 1
// CHECK:      .text
// LLVM's listing, as comments; then the words.
// CHECK:      #     s_getpc_b64
// CHECK:      #     s_add_u32 s{{[0-9]+}}, s{{[0-9]+}}, scratch@rel32@lo+4
// The patched literals: high and low halves of a data address.
// CHECK:      .int 0xbe{{[0-9a-f]+}}ff, .bdata&0xffffffff
// CHECK-NEXT: .int 0xbe{{[0-9a-f]+}}ff, .bdata>>32
// CHECK:      .int 0xbe{{[0-9a-f]+}}ff, (.gdata+16)&0xffffffff
// CHECK-NEXT: .int 0xbe{{[0-9a-f]+}}ff, (.gdata+16)>>32

// A literal that happens to be the value CLRX fills relocations with is
// a number, not a relocation.
// CHECK-LABEL: .kernel literals
// CHECK:      #     s_mul_i32 s{{[0-9]+}}, s{{[0-9]+}}, 0x55555555
// CHECK:      .int 0x92{{[0-9a-f]+}}, 0x55555555{{$}}
// CHECK-NOT:  .kernel

// The old format: CLRX's number for the era, no ISA note lines, no data.
// OLD:      .gpu Spectre
// OLD-NEXT: .64bit
// OLD-NEXT: .driver_version 180005
// OLD-NEXT: .compile_options "-cl-std=CL2.0 -DNO_DATA"
// OLD-NEXT: .kernel every_arg
// gfx7 code: one word a line (LLVM 22 has no gfx7 decoder).
// OLD:      .text
// OLD:      .int 0x{{[0-9a-f]+}}{{$}}

// PTR: error: cannot write CLRX assembly for this program: its program-scope data holds addresses (the first at offset 24 of the global data), which CLRX cannot relocate; compile with -c instead
