//===- KernelInfo.cpp - The shared --kernel-info=json schema --------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Serializes KernelInfo to and from the JSON schema documented in
/// docs/Tools.md. Numbers are JSON numbers; printKernelsJSON keeps the
/// schema's key order.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/ABI/KernelInfo.h"
#include "llvm/Support/FormatVariadic.h"
#include <limits>

using namespace llvm;

namespace amdcl2 {

static json::Value argToJSON(const ArgDesc &A) {
  return json::Object{{"name", A.Name},
                      {"type_name", A.TypeName},
                      {"kind", argKindName(A.Kind)},
                      {"address_space", addrSpaceName(A.AddrSpace)},
                      {"offset", A.Offset},
                      {"size", A.Size}};
}

json::Value toJSON(const KernelInfo &K) {
  const FeatureFlags &F = K.ABI.Flags;
  json::Array Args;
  for (const ArgDesc &A : K.ABI.Args.Args)
    Args.push_back(argToJSON(A));
  return json::Object{{"name", K.ABI.Name},
                      {"gpu", K.GPU},
                      {"bits", K.is64Bit() ? 64 : 32},
                      {"flags", json::Object{{"useargs", F.UseArgs},
                                             {"usesetup", F.UseSetup},
                                             {"useenqueue", F.UseEnqueue},
                                             {"usegeneric", F.UseGeneric}}},
                      {"user_sgprs", K.UserSGPRs},
                      {"enable_sgpr_mask", K.EnableSGPRMask},
                      {"tgid", dimMaskString(K.tgidMask())},
                      {"tidig_comp_cnt", K.TidigCompCnt},
                      {"scratch_bytes", K.ScratchBytes},
                      {"lds_bytes", K.LDSBytes},
                      {"sgprs", K.SGPRs},
                      {"vgprs", K.VGPRs},
                      {"pgm_rsrc1", K.PgmRsrc1},
                      {"pgm_rsrc2", K.PgmRsrc2},
                      {"kernarg_size", K.KernargSize},
                      {"args", std::move(Args)}};
}

void printKernelsJSON(raw_ostream &OS, ArrayRef<KernelInfo> Kernels) {
  json::OStream J(OS, 2);
  J.objectBegin();
  J.attributeArray("kernels", [&] {
    for (const KernelInfo &K : Kernels) {
      const FeatureFlags &F = K.ABI.Flags;
      J.objectBegin();
      J.attribute("name", K.ABI.Name);
      J.attribute("gpu", K.GPU);
      J.attribute("bits", K.is64Bit() ? 64 : 32);
      J.attributeObject("flags", [&] {
        J.attribute("useargs", F.UseArgs);
        J.attribute("usesetup", F.UseSetup);
        J.attribute("useenqueue", F.UseEnqueue);
        J.attribute("usegeneric", F.UseGeneric);
      });
      J.attribute("user_sgprs", K.UserSGPRs);
      J.attribute("enable_sgpr_mask", K.EnableSGPRMask);
      J.attribute("tgid", dimMaskString(K.tgidMask()));
      J.attribute("tidig_comp_cnt", K.TidigCompCnt);
      J.attribute("scratch_bytes", K.ScratchBytes);
      J.attribute("lds_bytes", K.LDSBytes);
      J.attribute("sgprs", K.SGPRs);
      J.attribute("vgprs", K.VGPRs);
      J.attribute("pgm_rsrc1", K.PgmRsrc1);
      J.attribute("pgm_rsrc2", K.PgmRsrc2);
      J.attribute("kernarg_size", K.KernargSize);
      J.attributeArray("args", [&] {
        for (const ArgDesc &A : K.ABI.Args.Args) {
          J.objectBegin();
          J.attribute("name", A.Name);
          J.attribute("type_name", A.TypeName);
          J.attribute("kind", argKindName(A.Kind));
          J.attribute("address_space", addrSpaceName(A.AddrSpace));
          J.attribute("offset", A.Offset);
          J.attribute("size", A.Size);
          J.objectEnd();
        }
      });
      J.objectEnd();
    }
  });
  J.objectEnd();
  OS << "\n";
}

json::Value kernelsToJSON(ArrayRef<KernelInfo> Kernels) {
  json::Array A;
  for (const KernelInfo &K : Kernels)
    A.push_back(toJSON(K));
  return json::Object{{"kernels", std::move(A)}};
}

static Error schemaError(const Twine &What) {
  return createStringError(inconvertibleErrorCode(), "kernel info: " + What);
}

template <typename T>
static Error getNumber(const json::Object &O, StringRef Key, T &Out) {
  std::optional<int64_t> V = O.getInteger(Key);
  // Reject what the field cannot hold rather than truncating it.
  if (!V || *V < 0 || static_cast<uint64_t>(*V) > std::numeric_limits<T>::max())
    return schemaError("missing or bad number '" + Key + "'");
  Out = static_cast<T>(*V);
  return Error::success();
}

static Error getString(const json::Object &O, StringRef Key, std::string &Out) {
  std::optional<StringRef> V = O.getString(Key);
  if (!V)
    return schemaError("missing string '" + Key + "'");
  Out = V->str();
  return Error::success();
}

static Expected<ArgDesc> argFromJSON(const json::Object &O) {
  ArgDesc A;
  std::string Kind, AS;
  if (Error E = getString(O, "name", A.Name))
    return std::move(E);
  if (Error E = getString(O, "type_name", A.TypeName))
    return std::move(E);
  if (Error E = getString(O, "kind", Kind))
    return std::move(E);
  if (Error E = getString(O, "address_space", AS))
    return std::move(E);
  if (Error E = getNumber(O, "offset", A.Offset))
    return std::move(E);
  if (Error E = getNumber(O, "size", A.Size))
    return std::move(E);
  std::optional<ArgKind> K = parseArgKind(Kind);
  if (!K)
    return schemaError("unknown argument kind '" + Kind + "'");
  A.Kind = *K;
  std::optional<ArgAddrSpace> S = parseAddrSpace(AS);
  if (!S)
    return schemaError("unknown address space '" + AS + "'");
  A.AddrSpace = *S;
  return A;
}

static Expected<KernelInfo> kernelFromJSON(const json::Object &O) {
  KernelInfo K;
  unsigned Bits = 0;
  if (Error E = getString(O, "name", K.ABI.Name))
    return std::move(E);
  if (Error E = getString(O, "gpu", K.GPU))
    return std::move(E);
  if (Error E = getNumber(O, "bits", Bits))
    return std::move(E);
  if (Bits != 32 && Bits != 64)
    return schemaError("bits must be 32 or 64");
  K.ABI.Layout.Is64Bit = Bits == 64;
  const json::Object *F = O.getObject("flags");
  if (!F)
    return schemaError("missing object 'flags'");
  K.ABI.Flags.UseArgs = F->getBoolean("useargs").value_or(false);
  K.ABI.Flags.UseSetup = F->getBoolean("usesetup").value_or(false);
  K.ABI.Flags.UseEnqueue = F->getBoolean("useenqueue").value_or(false);
  K.ABI.Flags.UseGeneric = F->getBoolean("usegeneric").value_or(false);
  if (Error E = getNumber(O, "user_sgprs", K.UserSGPRs))
    return std::move(E);
  if (Error E = getNumber(O, "enable_sgpr_mask", K.EnableSGPRMask))
    return std::move(E);
  if (Error E = getNumber(O, "tidig_comp_cnt", K.TidigCompCnt))
    return std::move(E);
  if (Error E = getNumber(O, "scratch_bytes", K.ScratchBytes))
    return std::move(E);
  if (Error E = getNumber(O, "lds_bytes", K.LDSBytes))
    return std::move(E);
  if (Error E = getNumber(O, "sgprs", K.SGPRs))
    return std::move(E);
  if (Error E = getNumber(O, "vgprs", K.VGPRs))
    return std::move(E);
  if (Error E = getNumber(O, "pgm_rsrc1", K.PgmRsrc1))
    return std::move(E);
  if (Error E = getNumber(O, "pgm_rsrc2", K.PgmRsrc2))
    return std::move(E);
  if (Error E = getNumber(O, "kernarg_size", K.KernargSize))
    return std::move(E);
  const json::Array *Args = O.getArray("args");
  if (!Args)
    return schemaError("missing array 'args'");
  for (const json::Value &V : *Args) {
    const json::Object *AO = V.getAsObject();
    if (!AO)
      return schemaError("argument is not an object");
    Expected<ArgDesc> A = argFromJSON(*AO);
    if (!A)
      return A.takeError();
    K.ABI.Args.Args.push_back(std::move(*A));
  }
  K.ABI.Args.Size = K.KernargSize;
  return K;
}

Expected<std::vector<KernelInfo>> kernelsFromJSON(StringRef Text) {
  Expected<json::Value> V = json::parse(Text);
  if (!V)
    return V.takeError();
  const json::Object *Top = V->getAsObject();
  const json::Array *Ks = Top ? Top->getArray("kernels") : nullptr;
  if (!Ks)
    return schemaError("missing array 'kernels'");
  std::vector<KernelInfo> Out;
  for (const json::Value &KV : *Ks) {
    const json::Object *KO = KV.getAsObject();
    if (!KO)
      return schemaError("kernel is not an object");
    Expected<KernelInfo> K = kernelFromJSON(*KO);
    if (!K)
      return K.takeError();
    Out.push_back(std::move(*K));
  }
  return Out;
}

} // namespace amdcl2
