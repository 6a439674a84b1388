"""The Spark job in local mode on archives made here (a few hundred pages of HTML 2.0 to
XHTML, valid and invalid, in five encodings, with malformed records), its Parquet table
checked row by row against ``omittag validate --warc --format json`` on the same archives.

Needs pyspark, Java 17 and the ``omittag`` package; ``OMITTAG_BIN`` names the omittag
command (default: ``target/debug/omittag`` of the repository, which ``cargo test`` builds).
"""

import json
import os
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
JOB = Path(__file__).resolve().parent / "validate_warcs.py"
WARCGEN = ROOT / "crates" / "omittag-py" / "tests" / "warcgen.py"
# The pages of each archive.
PAGES = [90, 70, 80, 60]


def omittag_bin():
    path = Path(os.environ.get("OMITTAG_BIN", ROOT / "target" / "debug" / "omittag"))
    assert path.exists(), f"{path} is missing: build it (cargo build -p omittag-cli) or set OMITTAG_BIN"
    return path


@pytest.fixture(scope="module")
def archives(tmp_path_factory):
    """Four archives: 300 pages in all, gzipped and plain."""
    directory = tmp_path_factory.mktemp("warcs")
    paths = []
    for index, pages in enumerate(PAGES):
        path = directory / f"crawl-{index}{'.warc.gz' if index % 2 == 0 else '.warc'}"
        subprocess.run([sys.executable, str(WARCGEN), str(path), str(pages)], check=True)
        paths.append(path)
    return paths


@pytest.fixture(scope="module")
def job(archives, tmp_path_factory):
    """The job's run in local mode: its Parquet table's rows and what it printed."""
    from pyspark.sql import SparkSession

    output = tmp_path_factory.mktemp("out") / "reports.parquet"
    listing = output.parent / "warcs.txt"
    listing.write_text("".join(f"{path}\n" for path in archives[1:]))
    spark_submit = Path(sys.executable).parent / "spark-submit"
    environment = dict(os.environ, PYSPARK_PYTHON=sys.executable, PYSPARK_DRIVER_PYTHON=sys.executable)
    run = subprocess.run(
        [str(spark_submit), "--master", "local[2]", "--conf", "spark.ui.enabled=false", str(JOB),
         "--output", str(output), str(archives[0]), f"@{listing}"],
        capture_output=True, text=True, env=environment, timeout=600,
    )
    assert run.returncode == 0, run.stderr[-5000:]
    spark = SparkSession.builder.master("local[1]").config("spark.ui.enabled", "false").getOrCreate()
    rows = [row.asDict() for row in spark.read.parquet(str(output)).collect()]
    spark.stop()
    return rows, run.stdout


def cli_reports(archives):
    run = subprocess.run(
        [str(omittag_bin()), "validate", "--warc", "--format", "json", "--no-progress", *map(str, archives)],
        capture_output=True, text=True,
    )
    # Malformed records: exit 2.
    assert run.returncode == 2, run.stderr
    return [json.loads(line) for line in run.stdout.splitlines()]


def test_the_table_agrees_with_the_command(archives, job):
    rows, _ = job
    expected = {}
    for report in cli_reports(archives):
        warc = report["warc"]
        key = (warc["file"], warc["offset"])
        if "error" in report:
            expected[key] = {"valid": False, "error": True}
            continue
        expected[key] = {
            "valid": report["valid"],
            "error": False,
            "target_uri": warc["target_uri"],
            "record_id": warc["record_id"],
            "errors": report["errors"],
            "warnings": report["warnings"],
            "doctype": report["doctype"]["public_id"] if report["doctype"] else None,
            "encoding": (report["encoding"]["name"], report["encoding"]["source"]),
            "codes": dict(Counter(message["code"] for message in report["messages"])),
        }
    found = {}
    for row in rows:
        key = (row["warc_file"], row["offset"])
        if row["error"] is not None:
            found[key] = {"valid": row["valid"], "error": True}
            continue
        found[key] = {
            "valid": row["valid"],
            "error": False,
            "target_uri": row["target_uri"],
            "record_id": row["record_id"],
            "errors": row["errors"],
            "warnings": row["warnings"],
            "doctype": row["doctype"],
            "encoding": (row["encoding"], row["encoding_source"]),
            "codes": dict(row["codes"]),
        }
    assert found == expected
    documents = [row for row in rows if row["error"] is None]
    assert len(documents) == 300
    # warcgen puts two malformed records after the 13th page of every 25.
    malformed = sum(2 * len([i for i in range(pages) if i % 25 == 12]) for pages in PAGES)
    assert len(rows) - len(documents) == malformed == 24
    assert {row["html_version"] for row in documents} >= {"HTML 2.0", "HTML 3.2", "HTML 4.01 Strict", "HTML 4.01 Transitional", "XHTML 1.0 Strict"}
    assert any(row["valid"] for row in documents) and not all(row["valid"] for row in documents)


def test_the_summary(job):
    rows, printed = job
    documents = [row for row in rows if row["error"] is None]
    valid = sum(row["valid"] for row in documents)
    assert printed.splitlines()[0].startswith(f"300 documents, {valid} valid")
    assert "valid share per HTML version:" in printed
    codes = Counter()
    for row in documents:
        codes.update(row["codes"])
    top = sorted(codes.items(), key=lambda item: (-item[1], item[0]))[:20]
    lines = printed.splitlines()
    listed = lines[lines.index("most common message codes:") + 1 :]
    assert listed == [f"  {count:>8}  {code}" for code, count in top]
