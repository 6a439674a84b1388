#!/usr/bin/env python3
"""Differential check of the content-model automata against OpenSP's onsgmls.

Usage: onsgmls_diff.py CHECKER accept|implied|ambiguities|mixed [SEED] [MODELS]

CHECKER is the built `content_model_check` example. Random model groups over elements
A-D and #PCDATA are written into a tiny DTD; item sequences (words sampled from the
model, and random ones) go into a one-line document instance. `accept` compares
onsgmls's validity of the instance with the automaton's acceptance; `implied` gives
A-D omissible start tags and content (E), puts an E after a valid prefix, and compares
the element whose start tag onsgmls implies there without a message (ISO 8879 7.3.1.1)
with `implied_start_tag`; `ambiguities` compares the ambiguity reports (11.2.4.3), in
order; `mixed` compares `pcdata_unreachable` with `onsgmls -wmixed`'s warning. Prints mismatches and a summary; exit status 1 on any.
"""
import os
import random
import re
import subprocess
import sys
import tempfile

ELEMENTS = "ABCD"


def occurrence():
    return random.choice(["", "", "", "?", "+", "*"])


def token(depth):
    r = random.random()
    if depth < 3 and r < 0.3:
        return group(depth + 1)
    if r < 0.38:
        return "#PCDATA"
    return random.choice(ELEMENTS) + occurrence()


def group(depth):
    tokens = [token(depth) for _ in range(random.randint(1, 3))]
    return "(" + random.choice(",|&").join(tokens) + ")" + occurrence()


def parse(model):
    """The model as a tree: ("grp", connector, tokens, occ), ("el", name, occ), ("pc",)."""
    pos = 0

    def grp():
        nonlocal pos
        pos += 1  # (
        tokens, connector = [], ","
        while True:
            if model[pos] == "(":
                tokens.append(grp())
            elif model[pos] == "#":
                pos += len("#PCDATA")
                tokens.append(("pc",))
            else:
                name = model[pos]
                pos += 1
                occ = model[pos] if pos < len(model) and model[pos] in "?+*" else ""
                pos += len(occ)
                tokens.append(("el", name, occ))
            c = model[pos]
            pos += 1
            if c == ")":
                break
            connector = c
        occ = model[pos] if pos < len(model) and model[pos] in "?+*" else ""
        pos += len(occ)
        return ("grp", connector, tokens, occ)

    return grp()


def sample(tree):
    """A random word of the model's language."""
    def repeat(occ, once):
        n = {"": 1, "?": random.randint(0, 1), "+": random.randint(1, 3), "*": random.randint(0, 3)}[occ]
        return [item for _ in range(n) for item in once()]

    if tree[0] == "pc":
        return ["#"] * random.randint(0, 1)
    if tree[0] == "el":
        return repeat(tree[2], lambda: [tree[1]])
    _, connector, tokens, occ = tree

    def once():
        if connector == ",":
            return [item for t in tokens for item in sample(t)]
        if connector == "|":
            return sample(random.choice(tokens))
        order = tokens[:]
        random.shuffle(order)
        return [item for t in order for item in sample(t)]

    return repeat(occ, once)


def one_data_run(items):
    out = []
    for item in items:
        if not (item == "#" and out and out[-1] == "#"):
            out.append(item)
    return out


def onsgmls(doc, directory):
    path = os.path.join(directory, "doc.sgml")
    with open(path, "w") as f:
        f.write(doc)
    run = subprocess.run(["onsgmls", "-E", "0", path], capture_output=True, text=True)
    errors = [l for l in run.stderr.splitlines() if ":E:" in l and "ambiguous" not in l]
    lines = [int(l.split("doc.sgml:")[1].split(":")[0]) for l in errors]
    return lines, run.stdout


AMBIGUITY = re.compile(
    r'content model is ambiguous: when (?:no tokens have been matched|the current token is the (\d+)\w\w '
    r'occurrence of "([^"]+)"(?: and the innermost (?:containing AND group has|(\d+) containing AND groups have) '
    r'been matched)?), both the (\d+)\w\w and (\d+)\w\w occurrences of "([^"]+)" are possible')


def ambiguities(stderr):
    records = []
    for line in stderr.splitlines():
        m = AMBIGUITY.search(line)
        if not m:
            continue
        occurrence, source, groups, first, second, token = m.groups()
        and_matches = 0 if source is None or "AND group" not in line else int(groups or 1)
        source = source or "-"
        records.append(f"{source}/{occurrence or 0}/{and_matches}/{token}/{first}/{second}")
    return ";".join(records)


def main():
    checker, mode = sys.argv[1], sys.argv[2]
    random.seed(int(sys.argv[3]) if len(sys.argv) > 3 else 1)
    models = int(sys.argv[4]) if len(sys.argv) > 4 else 200
    cases = []
    for _ in range(models):
        model = group(0)
        tree = parse(model)
        for j in range(8):
            if mode in ("ambiguities", "mixed"):
                if j > 0:
                    break
                items = []
            elif mode == "implied":
                word = sample(tree)
                items = word[: random.randint(0, len(word))]
            elif j < 5:
                items = sample(tree)
            else:
                items = [random.choice(ELEMENTS + "#") for _ in range(random.randint(0, 6))]
            cases.append((model, one_data_run(items)))
    suffix = {"accept": "", "implied": "\timplied", "ambiguities": "\tambiguities", "mixed": "\tmixed"}[mode]
    stdin = "".join(f"{m}\t{' '.join(items)}{suffix}\n" for m, items in cases)
    ours = subprocess.run([checker], input=stdin, capture_output=True, text=True, check=True).stdout.split("\n")
    mismatches = skipped = positive = 0
    with tempfile.TemporaryDirectory() as directory:
        for (model, items), mine in zip(cases, ours):
            if mode == "mixed":
                doc = f"<!DOCTYPE X [<!ELEMENT X - - {model}><!ELEMENT (A|B|C|D) - O EMPTY>]><X></X>\n"
                path = os.path.join(directory, "doc.sgml")
                with open(path, "w") as f:
                    f.write(doc)
                run = subprocess.run(["onsgmls", "-s", "-wmixed", "-E", "0", path], capture_output=True, text=True)
                theirs = "1" if "does not allow #PCDATA everywhere" in run.stderr else "0"
                positive += theirs == "1"
                if theirs != mine:
                    mismatches += 1
                    if mismatches <= 20:
                        print(f"MISMATCH {model}: onsgmls {theirs}, ours {mine}")
                continue
            if mode == "ambiguities":
                doc = f"<!DOCTYPE X [<!ELEMENT X - - {model}><!ELEMENT (A|B|C|D) - O EMPTY>]><X></X>\n"
                path = os.path.join(directory, "doc.sgml")
                with open(path, "w") as f:
                    f.write(doc)
                run = subprocess.run(["onsgmls", "-s", "-E", "0", path], capture_output=True, text=True)
                theirs = ambiguities(run.stderr)
                positive += bool(theirs)
                if theirs != mine:
                    mismatches += 1
                    if mismatches <= 20:
                        print(f"MISMATCH {model}:\n  onsgmls {theirs}\n  ours    {mine}")
                continue
            if mode == "accept":
                body = "".join("x" if i == "#" else f"<{i}>" for i in items)
                doc = f"<!DOCTYPE X [<!ELEMENT X - - {model}><!ELEMENT (A|B|C|D) - O EMPTY>]><X>{body}</X>\n"
                lines, _ = onsgmls(doc, directory)
                theirs = "0" if lines else "1"
            else:
                # the E tag is split over lines 1 and 2: its message, if any, is on line 2
                body = "".join("x" if i == "#" else f"<{i}><E></{i}>" for i in items)
                doc = (f"<!DOCTYPE X [<!ELEMENT X - - {model}><!ELEMENT (A|B|C|D) O O (E)>"
                       f"<!ELEMENT E - O EMPTY>]><X>{body}<E\n>\n</X>\n")
                lines, esis = onsgmls(doc, directory)
                if 1 in lines:  # the prefix itself was refused: nothing to compare
                    skipped += 1
                    continue
                starts = [l[1:] for l in esis.splitlines() if l.startswith("(")]
                theirs = "-" if 2 in lines or len(starts) < 2 else starts[-2]
            positive += theirs not in ("0", "-")
            if theirs != mine:
                mismatches += 1
                if mismatches <= 20:
                    print(f"MISMATCH {model} {' '.join(items)!r}: onsgmls {theirs}, ours {mine}")
    print(f"{mode}: {len(cases)} cases, {skipped} skipped, {positive} positive, {mismatches} mismatches")
    sys.exit(1 if mismatches else 0)


if __name__ == "__main__":
    main()
