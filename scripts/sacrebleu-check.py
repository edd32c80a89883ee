#!/usr/bin/env python3
"""Checks the page's BLEU against sacreBLEU's on the same output, once (docs/everyday.md).

After `./x train everyday` (or its example with `--finish`), `target/everyday/` holds the test
set's greedy and beam outputs and every reference. This scores them with sacreBLEU (13a
tokenisation, corpus level, every reference) so the figure our own BLEU prints can be compared:
  pip install sacrebleu==2.6.0 && python3 scripts/sacrebleu-check.py [target/everyday]
"""
import sys
from pathlib import Path

import sacrebleu

folder = Path(sys.argv[1] if len(sys.argv) > 1 else "target/everyday")
refs = [line.rstrip("\n").split("\t") for line in (folder / "test-references.tsv").open()]
most = max(len(r) for r in refs)
# sacreBLEU takes one stream per reference; a sentence with fewer references leaves None.
streams = [[r[i] if i < len(r) else None for r in refs] for i in range(most)]
for name in ("greedy", "beam"):
    hyps = [line.rstrip("\n") for line in (folder / f"test-{name}.txt").open()]
    score = sacrebleu.corpus_bleu(hyps, streams, tokenize="13a")
    print(f"{name}: {score} (sacreBLEU {sacrebleu.__version__})")
