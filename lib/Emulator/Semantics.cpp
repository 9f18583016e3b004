//===- Semantics.cpp - The table from opcode name to handler --------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The one semantics table, keyed by the MC opcode name without its
/// encoding suffix, so gfx8 and gfx9 encodings of the same operation share
/// an entry (V_ADD_F32_e32_vi and V_ADD_F32_e64_gfx9 are both V_ADD_F32).
/// Looked up once per instruction at decode time.
///
//===----------------------------------------------------------------------===//

#include "Exec.h"
#include "amdcl2/MC/GFX7Encodings.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"

using namespace llvm;

namespace amdcl2 {
namespace emu {

std::string semanticsKey(StringRef Name) {
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (StringRef Sfx : {"_vi", "_si", "_ci", "_e32", "_e64", "_opsel"})
      if (Name.consume_back(Sfx))
        Changed = true;
    // MIMG forms name their data and address sizes (IMAGE_LOAD_V4_V1);
    // the handler takes them from dmask and the resource.
    if (Name.starts_with("IMAGE_")) {
      size_t V = Name.rfind("_V");
      if (V != StringRef::npos && V + 2 < Name.size() &&
          all_of(Name.substr(V + 2), isDigit)) {
        Name = Name.take_front(V);
        Changed = true;
      }
    }
    size_t U = Name.rfind('_');
    if (U != StringRef::npos && Name.substr(U + 1).starts_with("gfx")) {
      Name = Name.take_front(U);
      Changed = true;
    }
  }
  return Name.str();
}

static const StringMap<Handler> &table();
static Handler lookupCarryOp(StringRef Key) { return table().lookup(Key); }

static const StringMap<Handler> &table() {
  static const StringMap<Handler> T = [] {
    StringMap<Handler> M;
    for (ArrayRef<OpEntry> Part : {scalarOps(), vectorOps(), vector16Ops(),
                                   memoryOps(), imageOps(), mediaOps(),
                                   indexOps()})
      for (const OpEntry &E : Part) {
        bool New = M.try_emplace(E.Key, E.Fn).second;
        assert(New && "duplicate semantics entry");
        (void)New;
      }
    return M;
  }();
  return T;
}

/// Entries for the few names whose meaning changed between encodings: VI's
/// v_add_u32/v_sub_u32/v_subrev_u32 write a carry (gfx9 renamed them
/// v_*_co_u32 and reused the names for carry-less ops). Keyed `KEY.vi`.
static const OpEntry *encodingOverride(StringRef Key, StringRef MCName) {
  static const OpEntry VI[] = {
      {"V_ADD_U32", lookupCarryOp("V_ADD_CO_U32")},
      {"V_SUB_U32", lookupCarryOp("V_SUB_CO_U32")},
      {"V_SUBREV_U32", lookupCarryOp("V_SUBREV_CO_U32")},
      {"V_ADD_U32_dpp", lookupCarryOp("V_ADD_CO_U32_dpp")},
      {"V_SUB_U32_dpp", lookupCarryOp("V_SUB_CO_U32_dpp")},
      {"V_SUBREV_U32_dpp", lookupCarryOp("V_SUBREV_CO_U32_dpp")},
      {"V_ADD_U32_sdwa", lookupCarryOp("V_ADD_CO_U32_sdwa")},
      {"V_SUB_U32_sdwa", lookupCarryOp("V_SUB_CO_U32_sdwa")},
      {"V_SUBREV_U32_sdwa", lookupCarryOp("V_SUBREV_CO_U32_sdwa")},
  };
  if (!MCName.ends_with("_vi"))
    return nullptr;
  for (const OpEntry &E : VI)
    if (Key == E.Key)
      return &E;
  return nullptr;
}

Handler lookupSemantics(StringRef MCName) {
  // _sdwa and _dpp forms keep their suffix: they have entries of their own.
  std::string Key = semanticsKey(MCName);
  if (const OpEntry *E = encodingOverride(Key, MCName))
    return E->Fn;
  // gfx6/gfx7 operations whose names later GPUs reuse with another meaning
  // have entries `KEY.gfx7`.
  if (hasGFX6GFX7Suffix(MCName))
    if (Handler H = table().lookup(Key + ".gfx7"))
      return H;
  auto It = table().find(Key);
  return It == table().end() ? nullptr : It->second;
}

} // namespace emu
} // namespace amdcl2
