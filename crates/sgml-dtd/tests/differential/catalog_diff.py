#!/usr/bin/env python3
"""Differential check of catalog resolution against OpenSP's onsgmls.

Usage: catalog_diff.py CHECKER [SEED] [CASES]

CHECKER is the built `catalog_check` example. Each case writes two to three random
catalogs (PUBLIC, SYSTEM, DELEGATE, DOCTYPE, OVERRIDE, CATALOG entries, some in a
subdirectory), DTDs that each give X a different attribute default, and documents
whose DOCTYPE has a random public and system identifier (or none); it compares the DTD
onsgmls reads (from its ESIS) with the file `catalog_check` resolves to. Prints
mismatches and a summary; exit status 1 on any.
"""
import os
import random
import subprocess
import sys
import tempfile

PUBLIC = ["-//T//DTD P1//EN", "-//T//DTD P2//EN", "-//U//DTD P3//EN"]
SYSTEM = ["http://x/s1.dtd", "http://x/s2.dtd", "d6.dtd", "sub/d7.dtd"]
PREFIXES = ["-//T//", "-//T", "-//U//DTD", "-//U//"]
DTDS = [f"d{i}.dtd" for i in range(8)]


def dtd_ref(sub):
    name = random.choice(DTDS)
    return ("../" + name) if sub else name


def entry(sub):
    kind = random.choice(["PUBLIC", "PUBLIC", "SYSTEM", "SYSTEM", "DELEGATE", "DOCTYPE", "OVERRIDE", "OVERRIDE",
                          "BASE", "COMMENT"])
    if kind == "PUBLIC":
        public_id = random.choice(PUBLIC)
        if random.random() < 0.2:
            public_id = "  " + public_id.replace(" ", "\n   ") + " "
        return f'{random.choice(["PUBLIC", "public"])} "{public_id}" {dtd_ref(sub)}'
    if kind == "BASE":
        return f'BASE "{random.choice(["sub/dcat1", "dcat2", "d1.dtd"] if not sub else ["dcat1", "../d1.dtd"])}"'
    if kind == "COMMENT":
        return "-- a comment, with PUBLIC \"-//T//DTD P1//EN\" d0.dtd inside --"
    if kind == "SYSTEM":
        return f'SYSTEM "{random.choice(SYSTEM)}" "{dtd_ref(sub)}"'
    if kind == "DELEGATE":
        target = random.choice(["dcat1", "dcat2"])
        return f'DELEGATE "{random.choice(PREFIXES)}" "{"" if sub else "sub/"}{target}"'
    if kind == "DOCTYPE":
        return f'DOCTYPE {random.choice(["X", "x"])} "{dtd_ref(sub)}"'
    return f'OVERRIDE {random.choice(["YES", "NO"])}'


def catalog(sub, allow_catalog_entry):
    lines = [entry(sub) for _ in range(random.randint(1, 6))]
    if allow_catalog_entry and random.random() < 0.4:
        lines.insert(random.randint(0, len(lines)), 'CATALOG "sub/c2"')
    return "\n".join(lines) + "\n"


def main():
    checker = sys.argv[1]
    random.seed(int(sys.argv[2]) if len(sys.argv) > 2 else 1)
    cases = int(sys.argv[3]) if len(sys.argv) > 3 else 100
    mismatches = checked = found = 0
    for case in range(cases):
        with tempfile.TemporaryDirectory() as d:
            os.mkdir(os.path.join(d, "sub"))
            for i, name in enumerate(DTDS):
                for prefix in ("", "sub/"):
                    with open(os.path.join(d, prefix + name), "w") as f:
                        f.write(f'<!ELEMENT X - O EMPTY>\n<!ATTLIST X which CDATA "{prefix}{name}">\n')
            files = {"c0": catalog(False, True), "c1": catalog(False, True), "sub/c2": catalog(True, False)}
            for target in ("dcat1", "dcat2"):
                files["sub/" + target] = "\n".join(
                    f'PUBLIC "{p}" "{dtd_ref(True)}"' for p in random.sample(PUBLIC, 2)) + "\n"
            for name, text in files.items():
                with open(os.path.join(d, name), "w") as f:
                    f.write(text)
            catalogs = ["c0", "c1"] if random.random() < 0.7 else ["c1", "c0"]
            queries = [(random.choice(PUBLIC + ["-//T//DTD NONE//EN", None]),
                        random.choice(SYSTEM + ["http://x/none.dtd", None])) for _ in range(6)]
            doc = os.path.join(d, "doc.sgml")
            stdin = "".join(f"{p or '-'}\t{s or '-'}\n" for p, s in queries)
            ours = subprocess.run([checker, doc] + [os.path.join(d, c) for c in catalogs], input=stdin,
                                  capture_output=True, text=True, check=True).stdout.split("\n")
            for (public_id, system_id), mine in zip(queries, ours):
                external = ""
                if public_id:
                    external = f' PUBLIC "{public_id}"' + (f' "{system_id}"' if system_id else "")
                elif system_id:
                    external = f' SYSTEM "{system_id}"'
                else:
                    external = " SYSTEM"
                with open(doc, "w") as f:
                    f.write(f"<!DOCTYPE X{external}><X>\n")
                env = dict(os.environ, SGML_CATALOG_FILES="", SP_USE_DOCUMENT_CATALOG="NO")
                args = ["onsgmls", "-E", "0"] + [a for c in catalogs for a in ("-c", os.path.join(d, c))] + [doc]
                run = subprocess.run(args, capture_output=True, text=True, env=env, cwd=d)
                theirs = next((l.split("CDATA ", 1)[1] for l in run.stdout.splitlines() if l.startswith("AWHICH")), "-")
                if mine != "-" and os.path.isfile(mine):
                    with open(mine) as f:
                        mine = f.read().split('"')[-2]
                else:
                    mine = "-"
                checked += 1
                found += theirs != "-"
                if theirs != mine:
                    mismatches += 1
                    if mismatches <= 10:
                        print(f"MISMATCH case {case}: DOCTYPE X{external} with {catalogs}: onsgmls {theirs}, ours {mine}")
                        for name in catalogs + ["sub/c2", "sub/dcat1", "sub/dcat2"]:
                            print(f"  --- {name}\n" + "".join("    " + l + "\n" for l in files[name].splitlines()))
    print(f"catalogs: {checked} lookups, {found} resolved by onsgmls, {mismatches} mismatches")
    sys.exit(1 if mismatches else 0)


if __name__ == "__main__":
    main()
