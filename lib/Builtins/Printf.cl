//===- Printf.cl - The printf buffer allocator ----------------------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// LLVM's printf binding turns each printf into a call of __printf_alloc for
/// the record's bytes (ID and arguments), stores the record where it points,
/// and skips the stores when it returns NULL. The buffer is AMD's: the
/// runtime puts its address in the printf_buffer setup argument of the
/// kernels that have printf descriptors (0 or, with PAL, nothing for the
/// others) and before each dispatch writes a header of two words, the write
/// offset (0) and the capacity of the records area after the header.
///
//===----------------------------------------------------------------------===//

#define INLINE __attribute__((always_inline))
#define DEVICE __MEMORY_SCOPE_DEVICE

// The printf_buffer setup argument (lowered by the CL2 pass).
global void *__amdcl2_printf_buffer(void);

typedef struct {
  uint Offset;   // bytes of records written so far
  uint Capacity; // bytes the records area holds
} PrintfBufferHeader;

INLINE global char *__printf_alloc(uint Bytes) {
  global PrintfBufferHeader *H = __amdcl2_printf_buffer();
  if (!H)
    return 0;
  uint Capacity = H->Capacity;
  uint Old = __scoped_atomic_load_n(&H->Offset, __ATOMIC_RELAXED, DEVICE);
  // The offset never passes the capacity, which the host reads as the end
  // of the records: a record that does not fit is dropped, whole.
  do {
    if (Bytes > Capacity || Old > Capacity - Bytes)
      return 0;
  } while (!__scoped_atomic_compare_exchange_n(&H->Offset, &Old, Old + Bytes,
                                               false, __ATOMIC_RELAXED,
                                               __ATOMIC_RELAXED, DEVICE));
  // Zeroed first: LLVM 22 counts the NUL of a %s literal whose length is a
  // multiple of 4 in the record but does not store it, and the host reads
  // the string up to a NUL. Every size is a multiple of 4. (One store more
  // per record, beside the atomic: the later stores are in the caller's
  // null-tested block, so LLVM keeps both.)
  global uint *Record = (global uint *)((global char *)(H + 1) + Old);
  for (uint I = 0; I < Bytes / 4; ++I)
    Record[I] = 0;
  return (global char *)Record;
}
