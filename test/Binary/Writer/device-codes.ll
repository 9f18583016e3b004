; Outer e_flags (the device code of the driver's column, spec §5.1), the
; ISA note version (§5.2) and the metadata architecture word ('generic'
; before 2236, GFXn from 2236) per device and --amdcl2-driver, and the
; errors for a device the chosen driver does not know.
; RUN: amdcl2-llc -mcpu=bonaire %s -o %t.bonaire.clo && %python %S/Inputs/cl2bytes.py %t.bonaire.clo device | FileCheck %s --check-prefix=BONAIRE
; BONAIRE: e_flags 6 isa 7.0.0 arch GFX7
; RUN: amdcl2-llc -mcpu=bonaire --amdcl2-driver=1912.05 %s -o %t.bonaire-1912.clo && %python %S/Inputs/cl2bytes.py %t.bonaire-1912.clo device | FileCheck %s --check-prefix=BONAIRE-1912
; BONAIRE-1912: e_flags 6 isa 7.0.0 arch generic
; RUN: amdcl2-llc -mcpu=hawaii %s -o %t.hawaii.clo && %python %S/Inputs/cl2bytes.py %t.hawaii.clo device | FileCheck %s --check-prefix=HAWAII
; HAWAII: e_flags 7 isa 7.0.1 arch GFX7
; RUN: amdcl2-llc -mcpu=kalindi %s -o %t.kalindi.clo && %python %S/Inputs/cl2bytes.py %t.kalindi.clo device | FileCheck %s --check-prefix=KALINDI
; KALINDI: e_flags 3 isa 7.0.0 arch GFX7
; RUN: amdcl2-llc -mcpu=spectre %s -o %t.spectre.clo && %python %S/Inputs/cl2bytes.py %t.spectre.clo device | FileCheck %s --check-prefix=SPECTRE
; SPECTRE: e_flags 1 isa 7.0.0 arch GFX7
; RUN: amdcl2-llc -mcpu=iceland %s -o %t.iceland.clo && %python %S/Inputs/cl2bytes.py %t.iceland.clo device | FileCheck %s --check-prefix=ICELAND
; ICELAND: e_flags 8 isa 8.0.0 arch GFX8
; RUN: amdcl2-llc -mcpu=tonga %s -o %t.tonga.clo && %python %S/Inputs/cl2bytes.py %t.tonga.clo device | FileCheck %s --check-prefix=TONGA
; TONGA: e_flags 9 isa 8.0.0 arch GFX8
; RUN: amdcl2-llc -mcpu=carrizo %s -o %t.carrizo.clo && %python %S/Inputs/cl2bytes.py %t.carrizo.clo device | FileCheck %s --check-prefix=CARRIZO
; CARRIZO: e_flags 12 isa 8.0.1 arch GFX8
; RUN: amdcl2-llc -mcpu=stoney %s -o %t.stoney.clo && %python %S/Inputs/cl2bytes.py %t.stoney.clo device | FileCheck %s --check-prefix=STONEY
; STONEY: e_flags 14 isa 8.1.0 arch GFX8
; RUN: amdcl2-llc -mcpu=fiji --amdcl2-driver=1912.05 %s -o %t.fiji-1912.clo && %python %S/Inputs/cl2bytes.py %t.fiji-1912.clo device | FileCheck %s --check-prefix=FIJI-1912
; FIJI-1912: e_flags 17 isa 8.0.1 arch generic
; RUN: amdcl2-llc -mcpu=fiji --amdcl2-driver=2004.06 %s -o %t.fiji-2004.clo && %python %S/Inputs/cl2bytes.py %t.fiji-2004.clo device | FileCheck %s --check-prefix=FIJI-2004
; FIJI-2004: e_flags 16 isa 8.0.4 arch generic
; RUN: amdcl2-llc -mcpu=fiji --amdcl2-driver=2036.03 %s -o %t.fiji-2036.clo && %python %S/Inputs/cl2bytes.py %t.fiji-2036.clo device | FileCheck %s --check-prefix=FIJI-2036
; FIJI-2036: e_flags 14 isa 8.0.4 arch generic
; RUN: amdcl2-llc -mcpu=fiji --amdcl2-driver=2236.00 %s -o %t.fiji-2236.clo && %python %S/Inputs/cl2bytes.py %t.fiji-2236.clo device | FileCheck %s --check-prefix=FIJI-2236
; FIJI-2236: e_flags 13 isa 8.0.4 arch GFX8
; RUN: amdcl2-llc -mcpu=fiji --amdcl2-driver=2264.00 %s -o %t.fiji-2264.clo && %python %S/Inputs/cl2bytes.py %t.fiji-2264.clo device | FileCheck %s --check-prefix=FIJI-2264
; FIJI-2264: e_flags 14 isa 8.0.4 arch GFX8
; RUN: amdcl2-llc -mcpu=fiji --amdcl2-driver=2348.00 %s -o %t.fiji-2348.clo && %python %S/Inputs/cl2bytes.py %t.fiji-2348.clo device | FileCheck %s --check-prefix=FIJI-2348
; FIJI-2348: e_flags 15 isa 8.0.4 arch GFX8
; RUN: amdcl2-llc -mcpu=fiji --amdcl2-driver=2442.00 %s -o %t.fiji-2442.clo && %python %S/Inputs/cl2bytes.py %t.fiji-2442.clo device | FileCheck %s --check-prefix=FIJI-2442
; FIJI-2442: e_flags 13 isa 8.0.4 arch GFX8
; RUN: amdcl2-llc -mcpu=fiji %s -o %t.fiji.clo && %python %S/Inputs/cl2bytes.py %t.fiji.clo device | FileCheck %s --check-prefix=FIJI
; FIJI: e_flags 13 isa 8.0.4 arch GFX8
; RUN: amdcl2-llc -mcpu=ellesmere --amdcl2-driver=2004.06 %s -o %t.ellesmere-2004.clo && %python %S/Inputs/cl2bytes.py %t.ellesmere-2004.clo device | FileCheck %s --check-prefix=ELLESMERE-2004
; ELLESMERE-2004: e_flags 12 isa 8.0.4 arch generic
; RUN: amdcl2-llc -mcpu=ellesmere --amdcl2-driver=2036.03 %s -o %t.ellesmere-2036.clo && %python %S/Inputs/cl2bytes.py %t.ellesmere-2036.clo device | FileCheck %s --check-prefix=ELLESMERE-2036
; ELLESMERE-2036: e_flags 17 isa 8.0.4 arch generic
; RUN: amdcl2-llc -mcpu=ellesmere %s -o %t.ellesmere.clo && %python %S/Inputs/cl2bytes.py %t.ellesmere.clo device | FileCheck %s --check-prefix=ELLESMERE
; ELLESMERE: e_flags 18 isa 8.0.4 arch GFX8
; RUN: amdcl2-llc -mcpu=baffin %s -o %t.baffin.clo && %python %S/Inputs/cl2bytes.py %t.baffin.clo device | FileCheck %s --check-prefix=BAFFIN
; BAFFIN: e_flags 16 isa 8.0.4 arch GFX8
; RUN: amdcl2-llc -mcpu=gfx900 --amdcl2-driver=2236.00 %s -o %t.gfx900-2236.clo && %python %S/Inputs/cl2bytes.py %t.gfx900-2236.clo device | FileCheck %s --check-prefix=GFX900-2236
; GFX900-2236: e_flags 17 isa 9.0.0 arch GFX9
; RUN: amdcl2-llc -mcpu=gfx900 %s -o %t.gfx900.clo && %python %S/Inputs/cl2bytes.py %t.gfx900.clo device | FileCheck %s --check-prefix=GFX900
; GFX900: e_flags 19 isa 9.0.0 arch GFX9
; RUN: amdcl2-llc -mcpu=gfx900 --amdcl2-driver=2580.00 %s -o %t.gfx900-2580.clo && %python %S/Inputs/cl2bytes.py %t.gfx900-2580.clo device | FileCheck %s --check-prefix=GFX900-2580
; GFX900-2580: e_flags 20 isa 9.0.0 arch GFX9
; RUN: amdcl2-llc -mcpu=gfx902 %s -o %t.gfx902.clo && %python %S/Inputs/cl2bytes.py %t.gfx902.clo device | FileCheck %s --check-prefix=GFX902
; GFX902: e_flags 24 isa 9.0.2 arch GFX9
; RUN: amdcl2-llc -mcpu=gfx904 %s -o %t.gfx904.clo && %python %S/Inputs/cl2bytes.py %t.gfx904.clo device | FileCheck %s --check-prefix=GFX904
; GFX904: e_flags 26 isa 9.0.4 arch GFX9
; RUN: amdcl2-llc -mcpu=gfx906 %s -o %t.gfx906.clo && %python %S/Inputs/cl2bytes.py %t.gfx906.clo device | FileCheck %s --check-prefix=GFX906
; GFX906: e_flags 28 isa 9.0.6 arch GFX9

; The LLVM processors without a Catalyst device of their own, the Polaris 12
; names and the XNACK parts (issue 12).
; RUN: amdcl2-llc -mcpu=gfx705 %s -o %t.gfx705.clo && %python %S/Inputs/cl2bytes.py %t.gfx705.clo device | FileCheck %s --check-prefix=GFX705
; GFX705: e_flags 4 isa 7.0.0 arch GFX7
; RUN: amdcl2-llc -mcpu=tongapro %s -o %t.gfx805.clo && %python %S/Inputs/cl2bytes.py %t.gfx805.clo device | FileCheck %s --check-prefix=GFX805
; GFX805: e_flags 9 isa 8.0.0 arch GFX8
; RUN: amdcl2-llc -mcpu=polaris12 %s -o %t.gfx804.clo && %python %S/Inputs/cl2bytes.py %t.gfx804.clo device | FileCheck %s --check-prefix=GFX804
; GFX804: e_flags 20 isa 8.0.4 arch GFX8
; RUN: amdcl2-llc -mcpu=lexa --amdcl2-driver=2236.00 %s -o %t.gfx804-2236.clo && %python %S/Inputs/cl2bytes.py %t.gfx804-2236.clo device | FileCheck %s --check-prefix=GFX804-2236
; GFX804-2236: e_flags 18 isa 8.0.4 arch GFX8
; RUN: amdcl2-llc -mcpu=gfx901 %s -o %t.gfx901.clo && %python %S/Inputs/cl2bytes.py %t.gfx901.clo device | FileCheck %s --check-prefix=GFX901
; GFX901: e_flags 21 isa 9.0.1 arch GFX9
; RUN: amdcl2-llc -mcpu=gfx909 %s -o %t.gfx909.clo && %python %S/Inputs/cl2bytes.py %t.gfx909.clo device | FileCheck %s --check-prefix=GFX909
; GFX909: e_flags 24 isa 9.0.2 arch GFX9
; RUN: amdcl2-llc -mcpu=gfx903 %s -o %t.gfx903.clo && %python %S/Inputs/cl2bytes.py %t.gfx903.clo device | FileCheck %s --check-prefix=GFX903
; GFX903: e_flags 25 isa 9.0.3 arch GFX9
; RUN: amdcl2-llc -mcpu=gfx905 %s -o %t.gfx905.clo && %python %S/Inputs/cl2bytes.py %t.gfx905.clo device | FileCheck %s --check-prefix=GFX905
; GFX905: e_flags 27 isa 9.0.5 arch GFX9
; RUN: amdcl2-llc -mcpu=gfx907 %s -o %t.gfx907.clo && %python %S/Inputs/cl2bytes.py %t.gfx907.clo device | FileCheck %s --check-prefix=GFX907
; GFX907: e_flags 29 isa 9.0.7 arch GFX9

; Devices newer than the driver, the old format and bad versions.
; RUN: not amdcl2-llc -mcpu=ellesmere --amdcl2-driver=1912.05 %s -o %t.err.clo 2>&1 | FileCheck %s --check-prefix=ERR-ELLESMERE
; ERR-ELLESMERE: amdcl2-llc: error: driver 1912.05 does not know device 'Ellesmere' (gfx803); choose a newer driver with --amdcl2-driver
; RUN: not amdcl2-llc -mcpu=gfx900 --amdcl2-driver=2004.06 %s -o %t.err.clo 2>&1 | FileCheck %s --check-prefix=ERR-GFX900
; ERR-GFX900: amdcl2-llc: error: driver 2004.06 does not know device 'gfx900' (gfx900); choose a newer driver with --amdcl2-driver
; RUN: not amdcl2-llc -mcpu=gfx906 --amdcl2-driver=2482.03 %s -o %t.err.clo 2>&1 | FileCheck %s --check-prefix=ERR-GFX906
; ERR-GFX906: amdcl2-llc: error: driver 2482.03 does not know device 'gfx906' (gfx906); choose a newer driver with --amdcl2-driver
; RUN: not amdcl2-llc -mcpu=gfx900 --amdcl2-driver=old %s -o %t.err.clo 2>&1 | FileCheck %s --check-prefix=ERR-OLD
; ERR-OLD: amdcl2-llc: error: driver old does not know device 'gfx900' (gfx900); choose a newer driver with --amdcl2-driver
; RUN: not amdcl2-llc -mcpu=fiji --amdcl2-driver=20.1 %s -o %t.err.clo 2>&1 | FileCheck %s --check-prefix=ERR-VERSION
; ERR-VERSION: amdcl2-llc: error: invalid AMDCL2 driver version '20.1': expected 'old', MMMM.mm (e.g. 2036.03) or an integer like 203603
; RUN: not ls %t.err.clo

target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %p) {
  store i32 0, ptr addrspace(1) %p
  ret void
}
