#!/usr/bin/env python3
# same-source-pairs.py <same-source-dir> - writes compare.py's pairs file for
# every AMD binary that SOURCES.tsv lists with its source (one not fetched
# is skipped, with a note), to standard output.
# The GPU comes from the binary's .comment (-D__<Device>__=1; Bonaire when it
# names none), the language from its -cl-std (CL1.2, the runtime's default,
# when absent), and the driver from the corpus: the APP SDK binary is a
# 1912.05 one, the others are compared under amdcl2's default for the GPU.
# Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
import os
import re
import subprocess
import sys

DEVICES = ['Bonaire', 'Hawaii', 'Tonga', 'Fiji', 'Ellesmere', 'Baffin', 'gfx900']
DRIVERS = {'sdk': '1912.05'}


def comment(path):
    r = subprocess.run(['readelf', '-p', '.comment', path], capture_output=True, text=True)
    return r.stdout


def main():
    root = sys.argv[1]
    with open(os.path.join(root, 'SOURCES.tsv')) as f:
        paths = [l.split('\t')[0] for l in f if not l.startswith('#')][1:]
    for p in paths:
        if not re.search(r'\.(bin|clo|clo\.regen)$', p):
            continue
        src = re.sub(r'\.(bin|clo\.regen|clo)$', '.cl', p)
        if src not in paths:
            continue
        if not os.path.exists(os.path.join(root, src)):
            print('same-source-pairs: %s not fetched, skipped' % src, file=sys.stderr)
            continue
        text = comment(os.path.join(root, p))
        dev = next((d for d in DEVICES if '-D__%s__=1' % d in text), 'Bonaire')
        std = re.search(r'-cl-std=(\S+)', text)
        corpus = p.split('/')[1]
        print('\t'.join([corpus, os.path.basename(src)[:-3], 'default', p, src, dev.lower(),
                         DRIVERS.get(corpus, '-'), 'all',
                         '-cl-std=' + (std.group(1) if std else 'CL1.2')]))


main()
