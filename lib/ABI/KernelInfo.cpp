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
#include "amdcl2/ABI/Occupancy.h"
#include "llvm/Support/FormatVariadic.h"
#include <limits>

using namespace llvm;

namespace amdcl2 {

namespace {
/// One numeric kernel field of the JSON schema, in schema order. Fields
/// without Set are derived from others; on reading they must agree.
struct JSONField {
  StringLiteral Key;
  uint64_t (*Get)(const KernelInfo &);
  void (*Set)(KernelInfo &, uint64_t);
  uint64_t Max = ~0ull; ///< what the stored field can hold
};

#define SETUP_FIELD(KEY, MEMBER)                                               \
  {KEY, [](const KernelInfo &K) -> uint64_t { return K.Setup.MEMBER; },        \
   [](KernelInfo &K, uint64_t V) {                                             \
     K.Setup.MEMBER = static_cast<decltype(K.Setup.MEMBER)>(V);                \
   },                                                                          \
   std::numeric_limits<decltype(KernelCodeT::MEMBER)>::max()}
#define DERIVED_FIELD(KEY, FN)                                                 \
  {KEY, [](const KernelInfo &K) -> uint64_t { return K.FN(); }, nullptr,       \
   std::numeric_limits<uint32_t>::max()}

// "tgid" (a string) sits between enable_sgpr_mask and tidig_comp_cnt.
const JSONField BeforeTGID[] = {
    DERIVED_FIELD("user_sgprs", userSGPRs),
    {"enable_sgpr_mask",
     [](const KernelInfo &K) -> uint64_t { return K.enableSGPRMask(); },
     [](KernelInfo &K, uint64_t V) {
       K.Setup.CodeProperties = (K.Setup.CodeProperties & ~0xFFFFu) | V;
     },
     0xFFFF},
};
const JSONField AfterTGID[] = {
    DERIVED_FIELD("tidig_comp_cnt", tidigCompCnt),
    SETUP_FIELD("scratch_bytes", PrivateSegmentSize),
    SETUP_FIELD("lds_bytes", GroupSegmentSize),
    SETUP_FIELD("sgprs", WavefrontSGPRCount),
    SETUP_FIELD("vgprs", WorkitemVGPRCount),
    SETUP_FIELD("pgm_rsrc1", PgmRsrc1),
    SETUP_FIELD("pgm_rsrc2", PgmRsrc2),
    SETUP_FIELD("kernarg_size", KernargSegmentSize),
};
#undef SETUP_FIELD
#undef DERIVED_FIELD

json::Value argToJSON(const ArgDesc &A) {
  return json::Object{{"name", A.Name},
                      {"type_name", A.TypeName},
                      {"kind", argKindName(A.Kind)},
                      {"address_space", addrSpaceName(A.AddrSpace)},
                      {"offset", A.Offset},
                      {"size", A.Size}};
}

json::Value printfToJSON(const PrintfFormat &P) {
  json::Array Sizes;
  for (uint32_t S : P.ArgSizes)
    Sizes.push_back(S);
  return json::Object{
      {"id", P.ID}, {"arg_sizes", std::move(Sizes)}, {"format", P.Format}};
}

json::Object flagsToJSON(const FeatureFlags &F) {
  return json::Object{{"useargs", F.UseArgs},
                      {"usesetup", F.UseSetup},
                      {"useenqueue", F.UseEnqueue},
                      {"usegeneric", F.UseGeneric}};
}

/// Streams one value with its object's keys in their schema order (a
/// json::Object would print them sorted).
void streamValue(json::OStream &J, const json::Value &V,
                 ArrayRef<StringRef> Order) {
  const json::Object *O = V.getAsObject();
  if (!O) {
    J.value(V);
    return;
  }
  J.objectBegin();
  for (StringRef Key : Order)
    if (const json::Value *Field = O->get(Key))
      J.attribute(Key, *Field);
  J.objectEnd();
}
} // namespace

std::string jsonUTF8(StringRef Bytes) {
  return json::isUTF8(Bytes) ? Bytes.str() : json::fixUTF8(Bytes);
}

json::Value toJSON(const KernelInfo &K) {
  json::Object O{{"name", K.ABI.Name},
                 {"gpu", K.GPU},
                 {"bits", K.is64Bit() ? 64 : 32},
                 {"flags", flagsToJSON(K.ABI.Flags)},
                 {"tgid", dimMaskString(K.tgidMask())}};
  for (ArrayRef<JSONField> Part : {ArrayRef(BeforeTGID), ArrayRef(AfterTGID)})
    for (const JSONField &F : Part)
      O[F.Key] = F.Get(K);
  json::Array Args;
  for (const ArgDesc &A : K.ABI.Args.Args)
    Args.push_back(argToJSON(A));
  O["args"] = std::move(Args);
  // Only kernels that print have the key: the others' output is unchanged.
  if (!K.ABI.Printf.empty()) {
    json::Array Printf;
    for (const PrintfFormat &P : K.ABI.Printf)
      Printf.push_back(printfToJSON(P));
    O["printf"] = std::move(Printf);
  }
  Occupancy Occ = occupancyOf(K);
  O["occupancy"] = json::Object{{"waves_per_simd", Occ.Waves},
                                {"by_vgprs", Occ.ByVGPRs},
                                {"by_sgprs", Occ.BySGPRs},
                                {"by_lds", Occ.ByLDS}};
  return O;
}

void attributeKernelsJSON(json::OStream &J, ArrayRef<KernelInfo> Kernels) {
  static const StringRef FlagKeys[] = {"useargs", "usesetup", "useenqueue",
                                       "usegeneric"};
  static const StringRef ArgKeys[] = {"name",          "type_name", "kind",
                                      "address_space", "offset",    "size"};
  static const StringRef PrintfKeys[] = {"id", "arg_sizes", "format"};
  static const StringRef OccupancyKeys[] = {"waves_per_simd", "by_vgprs",
                                            "by_sgprs", "by_lds"};
  J.attributeArray("kernels", [&] {
    for (const KernelInfo &K : Kernels) {
      json::Value V = toJSON(K);
      const json::Object &O = *V.getAsObject();
      J.objectBegin();
      for (StringRef Key : {"name", "gpu", "bits"})
        J.attribute(Key, *O.get(Key));
      J.attributeBegin("flags");
      streamValue(J, *O.get("flags"), FlagKeys);
      J.attributeEnd();
      auto Fields = [&](ArrayRef<JSONField> Part) {
        for (const JSONField &F : Part)
          J.attribute(F.Key, *O.get(F.Key));
      };
      Fields(BeforeTGID);
      J.attribute("tgid", *O.get("tgid"));
      Fields(AfterTGID);
      J.attributeArray("args", [&] {
        for (const json::Value &A : *O.getArray("args"))
          streamValue(J, A, ArgKeys);
      });
      if (const json::Array *Printf = O.getArray("printf"))
        J.attributeArray("printf", [&] {
          for (const json::Value &P : *Printf)
            streamValue(J, P, PrintfKeys);
        });
      J.attributeBegin("occupancy");
      streamValue(J, *O.get("occupancy"), OccupancyKeys);
      J.attributeEnd();
      J.objectEnd();
    }
  });
}

void printKernelsJSON(raw_ostream &OS, ArrayRef<KernelInfo> Kernels) {
  json::OStream J(OS, 2);
  J.object([&] { attributeKernelsJSON(J, Kernels); });
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

static Expected<PrintfFormat> printfFromJSON(const json::Value &V) {
  const json::Object *O = V.getAsObject();
  const json::Array *Sizes = O ? O->getArray("arg_sizes") : nullptr;
  if (!Sizes)
    return schemaError("printf entry without array 'arg_sizes'");
  PrintfFormat P;
  if (Error E = getNumber(*O, "id", P.ID))
    return std::move(E);
  if (Error E = getString(*O, "format", P.Format))
    return std::move(E);
  for (const json::Value &S : *Sizes) {
    std::optional<int64_t> N = S.getAsInteger();
    if (!N || *N < 0 || *N > UINT32_MAX)
      return schemaError("bad printf argument size");
    P.ArgSizes.push_back(*N);
  }
  return P;
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
  // The stored fields first: the derived ones are checked against them.
  for (ArrayRef<JSONField> Part : {ArrayRef(BeforeTGID), ArrayRef(AfterTGID)})
    for (const JSONField &F : Part) {
      uint64_t V = 0;
      if (Error E = getNumber(O, F.Key, V))
        return std::move(E);
      if (V > F.Max)
        return schemaError("missing or bad number '" + F.Key + "'");
      if (F.Set)
        F.Set(K, V);
    }
  for (ArrayRef<JSONField> Part : {ArrayRef(BeforeTGID), ArrayRef(AfterTGID)})
    for (const JSONField &F : Part)
      if (!F.Set && F.Get(K) != uint64_t(*O.getInteger(F.Key)))
        return schemaError("'" + F.Key + "' disagrees with 'pgm_rsrc2'");
  std::string TGID;
  if (Error E = getString(O, "tgid", TGID))
    return std::move(E);
  if (TGID != dimMaskString(K.tgidMask()))
    return schemaError("'tgid' disagrees with 'pgm_rsrc2'");
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
  K.ABI.Args.Size = K.kernargSize();
  if (const json::Array *Printf = O.getArray("printf"))
    for (const json::Value &V : *Printf) {
      Expected<PrintfFormat> P = printfFromJSON(V);
      if (!P)
        return P.takeError();
      K.ABI.Printf.push_back(std::move(*P));
    }
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

//===----------------------------------------------------------------------===//
// Record comparison
//===----------------------------------------------------------------------===//

namespace {
class Differ {
public:
  explicit Differ(std::vector<std::string> &Out) : Out(Out) {}
  template <typename T>
  void operator()(const Twine &Field, const T &A, const T &B) {
    if (!(A == B))
      Out.push_back((Field + ": " + str(A) + " != " + str(B)).str());
  }

private:
  template <typename T> static std::string str(const T &V) {
    if constexpr (std::is_convertible_v<T, StringRef>)
      return "'" + std::string(StringRef(V)) + "'";
    else if constexpr (std::is_enum_v<T> || std::is_arithmetic_v<T>)
      return std::to_string(uint64_t(V));
    else
      return "{...}";
  }
  std::vector<std::string> &Out;
};

void compareArg(Differ &D, const Twine &P, const ArgDesc &A, const ArgDesc &B) {
  D(P + ".name", A.Name, B.Name);
  D(P + ".type_name", A.TypeName, B.TypeName);
  D(P + ".kind", A.Kind, B.Kind);
  D(P + ".address_space", A.AddrSpace, B.AddrSpace);
  D(P + ".access", A.Access, B.Access);
  D(P + ".type_quals", A.TypeQuals, B.TypeQuals);
  D(P + ".elem_type", A.ElemType, B.ElemType);
  D(P + ".elem_size", A.ElemSize, B.ElemSize);
  D(P + ".num_elems", A.NumElems, B.NumElems);
  D(P + ".struct_size", A.StructSize, B.StructSize);
  D(P + ".pointee_align", A.PointeeAlign, B.PointeeAlign);
  D(P + ".usage", A.Usage, B.Usage);
  D(P + ".offset", A.Offset, B.Offset);
  D(P + ".size", A.Size, B.Size);
}
} // namespace

std::vector<std::string> compareKernelInfo(const KernelInfo &A,
                                           const KernelInfo &B) {
  std::vector<std::string> Out;
  Differ D(Out);
  const KernelABI &X = A.ABI, &Y = B.ABI;
  D("name", X.Name, Y.Name);
  D("flags", X.Flags.str(), Y.Flags.str());
  D("group_ids", X.GroupIds, Y.GroupIds);
  D("local_ids", X.LocalIds, Y.LocalIds);
  D("bits", X.Layout.Is64Bit, Y.Layout.Is64Bit);
  D("new_format", X.Layout.NewFormat, Y.Layout.NewFormat);
  D("args.size", X.Args.Size, Y.Args.Size);
  D("args.count", X.Args.Args.size(), Y.Args.Args.size());
  for (size_t I = 0; I < std::min(X.Args.Args.size(), Y.Args.Args.size()); ++I)
    compareArg(D, "args[" + Twine(I) + "]", X.Args.Args[I], Y.Args.Args[I]);
  for (unsigned I = 0; I < 3; ++I) {
    D("reqd_work_group_size[" + Twine(I) + "]", X.ReqdWorkGroupSize[I],
      Y.ReqdWorkGroupSize[I]);
    D("work_group_size_hint[" + Twine(I) + "]", X.WorkGroupSizeHint[I],
      Y.WorkGroupSizeHint[I]);
  }
  D("vec_type_hint", X.VecTypeHint, Y.VecTypeHint);
  D("printf.count", X.Printf.size(), Y.Printf.size());
  for (size_t I = 0; I < std::min(X.Printf.size(), Y.Printf.size()); ++I) {
    const PrintfFormat &P = X.Printf[I], &Q = Y.Printf[I];
    D("printf[" + Twine(I) + "].id", P.ID, Q.ID);
    D("printf[" + Twine(I) + "].arg_sizes", printfSizesString(P),
      printfSizesString(Q));
    D("printf[" + Twine(I) + "].format", P.Format, Q.Format);
  }
  D("gpu", A.GPU, B.GPU);
  for (const KernelCodeField &F : kernelCodeFields())
    D("setup." + F.Name, F.get(A.Setup), F.get(B.Setup));
  D("setup.control_directives", A.Setup.ControlDirectives,
    B.Setup.ControlDirectives);
  D("id", A.Id, B.Id);
  D("index", A.Index, B.Index);
  D("waves_per_simd_hint", A.WavesPerSimdHint, B.WavesPerSimdHint);
  return Out;
}

} // namespace amdcl2
