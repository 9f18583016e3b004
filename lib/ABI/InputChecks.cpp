//===- InputChecks.cpp - What an input module must satisfy ----------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The metadata rules are those clang's OpenCL code generation follows: one
/// `!kernel_arg_*` operand per parameter (strings, and SPIR address space
/// numbers 0-3), three positive sizes in a work-group size, a type and a
/// signedness flag in `!vec_type_hint`. Errors are located at the kernel (or
/// the call) when the module has line tables.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/ABI/InputChecks.h"
#include "amdcl2/ABI/ArgLayout.h"
#include "amdcl2/ABI/KernelMetadata.h"
#include "amdcl2/ABI/LocatedError.h"
#include "amdcl2/ABI/ProgramChecks.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace amdcl2 {

namespace {

/// What the operands of one `!kernel_arg_*` node must be.
enum class ArgMDShape { String, AddrSpace, AccessQual, TypeQual };

struct ArgMDNode {
  const char *Name;
  ArgMDShape Shape;
};

/// kernel_arg_name first: the other messages name arguments by it.
constexpr ArgMDNode ArgMDNodes[] = {
    {"kernel_arg_name", ArgMDShape::String},
    {"kernel_arg_addr_space", ArgMDShape::AddrSpace},
    {"kernel_arg_access_qual", ArgMDShape::AccessQual},
    {"kernel_arg_type", ArgMDShape::String},
    {"kernel_arg_base_type", ArgMDShape::String},
    {"kernel_arg_type_qual", ArgMDShape::TypeQual},
};

/// SPIR numbering, as clang writes it: private (values), global, constant,
/// local. Generic pointers cannot be kernel arguments.
constexpr unsigned MaxSPIRArgAddrSpace = 3;

const char *const TypeQualWords[] = {"const", "restrict", "volatile", "pipe"};

/// The checks of one kernel; each returns the first problem found.
class KernelMDChecker {
public:
  explicit KernelMDChecker(const Function &K) : K(K) {}

  Error checkReturnType();
  Error checkArgNodes();
  Error checkWorkGroupSizes();
  Error checkVecTypeHint();

private:
  Error fail(const Twine &Msg) const;
  std::string argName(unsigned Idx) const;
  std::optional<std::string> badOperand(ArgMDShape Shape,
                                        const Metadata *MD) const;
  Error readSizes(StringRef Kind, std::array<uint64_t, 3> &Out) const;
  Error checkFlatWorkGroupSize(const std::array<uint64_t, 3> *Reqd) const;

  const Function &K;
};

} // namespace

Error KernelMDChecker::fail(const Twine &Msg) const {
  DiagnosticLocation Loc;
  if (const DISubprogram *SP = K.getSubprogram())
    Loc = DiagnosticLocation(SP);
  return makeLocatedError(Loc, "kernel '" + K.getName() + "': " + Msg);
}

/// `argument 1 ('q')`, or `argument 1` when the argument has no name.
std::string KernelMDChecker::argName(unsigned Idx) const {
  std::string Name;
  if (MDNode *N = K.getMetadata("kernel_arg_name");
      N && Idx < N->getNumOperands())
    if (auto *S = dyn_cast_or_null<MDString>(N->getOperand(Idx).get()))
      Name = S->getString().str();
  if (Name.empty() && K.getArg(Idx)->hasName())
    Name = K.getArg(Idx)->getName().str();
  std::string S = "argument " + std::to_string(Idx);
  return Name.empty() ? S : S + " ('" + Name + "')";
}

static std::string intString(const ConstantInt &CI) {
  SmallString<16> S;
  CI.getValue().toStringSigned(S);
  return S.str().str();
}

std::optional<std::string>
KernelMDChecker::badOperand(ArgMDShape Shape, const Metadata *MD) const {
  if (Shape == ArgMDShape::AddrSpace) {
    auto *CI = mdconst::dyn_extract_or_null<ConstantInt>(MD);
    if (!CI)
      return std::string("is not an integer");
    if (CI->isNegative() || CI->getValue().ugt(MaxSPIRArgAddrSpace))
      return "is " + intString(*CI) + "; OpenCL address spaces are 0 to " +
             std::to_string(MaxSPIRArgAddrSpace);
    return std::nullopt;
  }
  auto *S = dyn_cast_or_null<MDString>(MD);
  if (!S)
    return std::string("is not a string");
  if (Shape == ArgMDShape::AccessQual && !parseAccessQual(S->getString()))
    return "is '" + S->getString().str() +
           "'; expected none, read_only, write_only or read_write";
  if (Shape == ArgMDShape::TypeQual) {
    SmallVector<StringRef, 4> Words;
    S->getString().split(Words, ' ', -1, /*KeepEmpty=*/false);
    for (StringRef W : Words)
      if (!is_contained(TypeQualWords, W))
        return "has the unknown qualifier '" + W.str() + "'";
  }
  return std::nullopt;
}

Error KernelMDChecker::checkReturnType() {
  Type *Ret = K.getReturnType();
  if (Ret->isVoidTy())
    return Error::success();
  std::string Name;
  raw_string_ostream OS(Name);
  Ret->print(OS);
  return fail("the return type is " + Name + "; OpenCL kernels return void");
}

Error KernelMDChecker::checkArgNodes() {
  // A lowered kernel (amdcl2-llc --emit=ir) keeps its source arguments'
  // metadata but takes the argument buffer alone.
  if (hasKernelABI(K))
    return Error::success();
  const unsigned NumArgs = K.arg_size();
  for (const ArgMDNode &Node : ArgMDNodes) {
    MDNode *N = K.getMetadata(Node.Name);
    if (!N)
      continue;
    if (N->getNumOperands() != NumArgs)
      return fail("!" + Twine(Node.Name) + " has " +
                  Twine(N->getNumOperands()) + " operands for " +
                  Twine(NumArgs) + " arguments");
    for (unsigned I = 0; I < NumArgs; ++I)
      if (std::optional<std::string> Bad =
              badOperand(Node.Shape, N->getOperand(I).get()))
        return fail(argName(I) + ": !" + Node.Name + " " + *Bad);
  }
  return Error::success();
}

/// The three sizes of `!reqd_work_group_size` or `!work_group_size_hint`.
Error KernelMDChecker::readSizes(StringRef Kind,
                                 std::array<uint64_t, 3> &Out) const {
  MDNode *N = K.getMetadata(Kind);
  if (N->getNumOperands() != 3)
    return fail(Kind + " has " + Twine(N->getNumOperands()) +
                " operands; expected 3 (x, y, z)");
  for (unsigned D = 0; D < 3; ++D) {
    auto *CI = mdconst::dyn_extract_or_null<ConstantInt>(N->getOperand(D));
    if (!CI)
      return fail(Kind + " " + Twine("xyz"[D]) + " size is not an integer");
    if (CI->isNegative() || CI->isZero())
      return fail(Kind + " " + Twine("xyz"[D]) + " size is " + intString(*CI) +
                  "; sizes are 1 or more");
    if (CI->getValue().getActiveBits() > 32)
      return fail(Kind + " " + Twine("xyz"[D]) + " size " + intString(*CI) +
                  " does not fit in 32 bits");
    Out[D] = CI->getZExtValue();
  }
  return Error::success();
}

static std::string sizesString(const std::array<uint64_t, 3> &S) {
  return "(" + std::to_string(S[0]) + ", " + std::to_string(S[1]) + ", " +
         std::to_string(S[2]) + ")";
}

/// LLVM sizes registers and barriers by "amdgpu-flat-work-group-size": a
/// required size outside it would run wrong code.
Error KernelMDChecker::checkFlatWorkGroupSize(
    const std::array<uint64_t, 3> *Reqd) const {
  Attribute A = K.getFnAttribute("amdgpu-flat-work-group-size");
  if (!A.isStringAttribute())
    return Error::success();
  StringRef Value = A.getValueAsString();
  auto [MinS, MaxS] = Value.split(',');
  unsigned Min = 0, Max = 0;
  if (MinS.trim().getAsInteger(10, Min) || MaxS.trim().getAsInteger(10, Max) ||
      Min < 1 || Min > Max || Max > MaxWorkGroupSize)
    return fail("\"amdgpu-flat-work-group-size\"=\"" + Value +
                "\" is not 'min,max' with 1 <= min <= max <= " +
                Twine(MaxWorkGroupSize));
  if (!Reqd)
    return Error::success();
  uint64_t Total = (*Reqd)[0] * (*Reqd)[1] * (*Reqd)[2];
  if (Total < Min || Total > Max)
    return fail("reqd_work_group_size " + sizesString(*Reqd) + " is " +
                Twine(Total) +
                " work-items, outside \"amdgpu-flat-work-group-size\"=\"" +
                Value + "\"");
  return Error::success();
}

Error KernelMDChecker::checkWorkGroupSizes() {
  std::array<uint64_t, 3> Reqd, Hint;
  bool HasReqd = K.getMetadata("reqd_work_group_size");
  if (HasReqd) {
    if (Error E = readSizes("reqd_work_group_size", Reqd))
      return E;
    // Each size fits in 32 bits, so the product cannot overflow.
    uint64_t Total = Reqd[0] * Reqd[1] * Reqd[2];
    if (Total > MaxWorkGroupSize)
      return fail("reqd_work_group_size " + sizesString(Reqd) + " is " +
                  Twine(Total) + " work-items; the limit is " +
                  Twine(MaxWorkGroupSize));
  }
  if (K.getMetadata("work_group_size_hint"))
    if (Error E = readSizes("work_group_size_hint", Hint))
      return E;
  return checkFlatWorkGroupSize(HasReqd ? &Reqd : nullptr);
}

Error KernelMDChecker::checkVecTypeHint() {
  MDNode *N = K.getMetadata("vec_type_hint");
  if (!N)
    return Error::success();
  if (N->getNumOperands() != 2 ||
      !isa_and_nonnull<ValueAsMetadata>(N->getOperand(0).get()) ||
      !mdconst::dyn_extract_or_null<ConstantInt>(N->getOperand(1)))
    return fail("vec_type_hint is not a type and a signedness integer");
  return Error::success();
}

/// The AMDGPU metadata streamer reads the version as two integers.
static Error checkOpenCLVersion(const Module &M) {
  NamedMDNode *Ver = M.getNamedMetadata("opencl.ocl.version");
  if (!Ver || !Ver->getNumOperands())
    return Error::success();
  MDNode *N = Ver->getOperand(0);
  if (N->getNumOperands() < 2)
    return Error::success(); // LLVM ignores it then
  if (!mdconst::dyn_extract_or_null<ConstantInt>(N->getOperand(0)) ||
      !mdconst::dyn_extract_or_null<ConstantInt>(N->getOperand(1)))
    return createStringError("!opencl.ocl.version is not a major and a minor "
                             "version integer");
  return Error::success();
}

static bool isKernelCC(CallingConv::ID CC) {
  return CC == CallingConv::AMDGPU_KERNEL || CC == CallingConv::SPIR_KERNEL;
}

/// LLVM IR cannot call a kernel; clang compiles a kernel called from OpenCL
/// C as a call to the kernel's body, which is an ordinary function.
static Error checkNoKernelCalls(const Module &M) {
  for (const Function &F : M) {
    if (F.isDeclaration())
      continue;
    for (const Instruction &I : instructions(F)) {
      const auto *CB = dyn_cast<CallBase>(&I);
      if (!CB)
        continue;
      const auto *Callee =
          dyn_cast<Function>(CB->getCalledOperand()->stripPointerCasts());
      if (!Callee || !isKernelCC(Callee->getCallingConv()))
        continue;
      return makeLocatedError(
          DiagnosticLocation(I.getDebugLoc()),
          describeFunction(F) + " calls kernel '" + Callee->getName() +
              "'; kernels cannot be called in LLVM IR (call a function "
              "holding its body, as clang does with '__clang_ocl_kern_imp_" +
              Callee->getName() + "')");
    }
  }
  return Error::success();
}

static Error checkKernel(const Function &K) {
  KernelMDChecker C(K);
  if (Error E = C.checkReturnType())
    return E;
  if (Error E = C.checkArgNodes())
    return E;
  if (Error E = C.checkWorkGroupSizes())
    return E;
  return C.checkVecTypeHint();
}

Error checkOpenCLKernels(const Module &M) {
  for (const Function &F : M)
    if (isOpenCLKernel(F))
      if (Error E = checkKernel(F))
        return E;
  if (Error E = checkNoKernelCalls(M))
    return E;
  return checkOpenCLVersion(M);
}

Error checkInputModule(const Module &M) {
  if (Error E = checkOpenCLKernels(M))
    return E;
  std::string Msg;
  raw_string_ostream OS(Msg);
  if (!verifyModule(M, &OS))
    return Error::success();
  // The verifier prints the problem, then the IR it is about: one line.
  SmallVector<StringRef, 4> Lines;
  StringRef(Msg).split(Lines, '\n', -1, /*KeepEmpty=*/false);
  std::string Line = Lines.empty() ? "" : Lines[0].trim().str();
  if (Lines.size() > 1)
    Line += " (" + Lines[1].trim().str() + ")";
  return createStringError("invalid LLVM IR: " + Line);
}

} // namespace amdcl2
