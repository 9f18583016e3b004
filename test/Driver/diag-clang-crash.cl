// clang runs on a 256 MiB stack inside a crash guard. Deep nesting that
// overflows clang-22's own 8 MiB stack compiles, or meets clang's
// bracket-depth limit; a crash (a null pointer in clang's IR generation
// for `q != 0` on a queue_t, a stack overflow on unbounded nesting) is one
// line naming the stage (and, in IR generation, the kernel or function whose
// IR clang was making), exit status 1 (not a crash: no stack dump) and no
// output file. After a crash nothing more is compiled.
// REQUIRES: amdcl2-clang
// The sanitizer build cannot run these crashes cleanly (lit.cfg.py).
// UNSUPPORTED: asan
// RUN: rm -rf %t && mkdir %t
// RUN: %python -c "print('kernel void k(global int *o) { int x = ' + '(' * 3000 + '1' + ')' * 3000 + '; o[0] = x; }')" > %t/parens.cl
// RUN: %python -c "print('kernel void k(global int *o) { int x = ' + '-(' * 2040 + 'o[1]' + ')' * 2040 + '; o[0] = x; }')" > %t/neg-parens.cl
// RUN: %python -c "print('kernel void k(global int *o) { o[0] = ' + '- ' * 200000 + 'o[1]; }')" > %t/deep.cl
// RUN: printf 'static int helper(void) { queue_t q; return q != 0; }\nkernel void first(global int *o) { o[0] = 1; }\nkernel void second(global int *o) { o[0] = helper(); }\n' > %t/helper.cl

// 3000 parentheses: clang's own limit, not a crash.
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c %t/parens.cl -o %t/out.clo 2>&1 | FileCheck %s --check-prefix=PARENS --implicit-check-not=error: --implicit-check-not="Stack dump"
// PARENS: parens.cl:1:{{[0-9]+}}: fatal error: bracket nesting level exceeded maximum of 2048
// 2040 of them around unary minuses (clang-22 alone overflows 16 MiB).
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c %t/neg-parens.cl -o %t/neg-parens.clo

// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c %s -o %t/out.clo 2>&1 | FileCheck %s --check-prefix=QUEUE --implicit-check-not=error --implicit-check-not="Stack dump" --implicit-check-not=PLEASE
// QUEUE: amdcl2-clang: error: clang crashed while generating LLVM IR for kernel 'k' in '{{.*}}diag-clang-crash.cl' (internal compiler error in clang 22){{$}}
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c %t/deep.cl -o %t/out.clo 2>&1 | FileCheck %s --check-prefix=DEEP --implicit-check-not=error --implicit-check-not="Stack dump" --implicit-check-not=PLEASE
// DEEP: amdcl2-clang: error: clang crashed while parsing '{{.*}}deep.cl' (internal compiler error in clang 22){{$}}
// A crash in a function a kernel calls names that function.
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c %t/helper.cl -o %t/out.clo 2>&1 | FileCheck %s --check-prefix=HELPER --implicit-check-not=error
// HELPER: amdcl2-clang: error: clang crashed while generating LLVM IR for function 'helper' in '{{.*}}helper.cl' (internal compiler error in clang 22){{$}}
// The first crash ends the compilation: the second file is not compiled.
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c %s %t/parens.cl -o %t/out.clo 2>&1 | FileCheck %s --check-prefix=QUEUE --implicit-check-not=error --implicit-check-not=bracket

// Exit status 1 exactly, and no output.
// RUN: for f in %t/parens.cl %s %t/deep.cl; do \
// RUN:   amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c $f -o %t/out.clo 2>/dev/null; test $? -eq 1 || exit 1; \
// RUN: done
// RUN: not ls %t/out.clo

// With -fcrash-diagnostics-dir= (or -gen-reproducer, into the temporary
// directory) the crash leaves what clang's driver leaves: the source
// preprocessed (without the default headers, which it is compiled with
// again) and a script that crashes in the same way on it.
// -fno-crash-diagnostics after them turns it off again.
// RUN: mkdir %t/crash
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -DVALUE=0 -c %s -o %t/out.clo -fcrash-diagnostics-dir=%t/crash 2>&1 | FileCheck %s --check-prefix=REPRO
// REPRO:      amdcl2-clang: error: clang crashed while generating LLVM IR for kernel 'k' in '{{.*}}diag-clang-crash.cl'
// REPRO-NEXT: amdcl2-clang: note: preprocessed source(s) and run script for the crash report:
// REPRO-NEXT: amdcl2-clang: note: {{.*}}crash{{[/\\]}}diag-clang-crash-{{[0-9a-f]+}}.cl{{$}}
// REPRO-NEXT: amdcl2-clang: note: {{.*}}crash{{[/\\]}}diag-clang-crash-{{[0-9a-f]+}}.sh{{$}}
// RUN: grep -q "o\[0\] = q != 0;" %t/crash/diag-clang-crash-*.cl
// RUN: not grep -q "typedef enum memory_scope" %t/crash/diag-clang-crash-*.cl
// RUN: not sh %t/crash/diag-clang-crash-*.sh 2>&1 | FileCheck %s --check-prefix=AGAIN --implicit-check-not=error --implicit-check-not=warning
// AGAIN: amdcl2-clang: error: clang crashed while generating LLVM IR for kernel 'k' in '{{.*}}crash{{[/\\]}}diag-clang-crash-{{[0-9a-f]+}}.cl' (internal compiler error in clang 22){{$}}
// RUN: not ls %t/out.clo
// RUN: mkdir %t/crash2
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c %s -o %t/out.clo -fcrash-diagnostics-dir=%t/crash2 -fno-crash-diagnostics 2>&1 | FileCheck %s --check-prefix=QUEUE --implicit-check-not=note
// RUN: ls %t/crash2 | count 0

kernel void k(global int *o) {
  queue_t q;
  o[0] = q != 0;
}
