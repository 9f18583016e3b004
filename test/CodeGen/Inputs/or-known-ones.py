"""Expected outputs of ../llvm22-or-known-ones.ll: INPUT OUTPREFIX writes
OUTPREFIX.hi, .lo, .lane and .wide (512 little-endian bytes each)."""
import struct
import sys

M64 = (1 << 64) - 1
ins = struct.unpack('<64i', open(sys.argv[1], 'rb').read())
hi, lo = [], []
for i, v in enumerate(ins):
    a = -1 if i < 5 else -761000873
    b = 0 if i % 8 == 0 else v
    hi.append(-(a | b) & M64)
    a = 0x12345678ffffffff if i < 5 else 0xffffffff
    lo.append((a | v) & M64)
M32 = (1 << 32) - 1
lane = []
for i, v in enumerate(ins):
    lane += [M32, (i | ins[i ^ 1]) & M32]
wide = []
for i in range(32):
    k = (-1, 1) if i < 5 else (-761000873, 2)
    wide += [(ins[2 * i] | k[0]) & M64, (ins[2 * i + 1] | k[1]) & M64]
for name, fmt, vals in (('hi', '<64Q', hi), ('lo', '<64Q', lo),
                        ('lane', '<128I', lane), ('wide', '<64Q', wide)):
    with open(sys.argv[2] + '.' + name, 'wb') as f:
        f.write(struct.pack(fmt, *vals))
