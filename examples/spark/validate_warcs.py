"""Validate the HTML documents of web archives with Spark, and write a Parquet table.

    spark-submit examples/spark/validate_warcs.py --output reports.parquet CRAWL-1.warc.gz ...
    spark-submit examples/spark/validate_warcs.py --output reports.parquet @warcs.txt

(``@FILE`` reads the archives' paths from FILE, one a line.) Each Spark task takes a
share of the archives and validates their records in ``mapPartitions`` with one
``omittag.Validator`` (each DTD loaded once a task), reading each archive record by record
(``omittag.warc.validate_records``). The table has one row per HTML document, and one per
record that could not be read (``error`` set):

    warc_file, offset, target_uri, record_id, status, content_type,
    doctype (the public identifier), html_version (``HTML 4.01 Strict``...),
    encoding, encoding_source (``http``, ``meta``, ``bom``, ``fallback``...),
    valid, errors, warnings, codes (a map: message code -> count), error

then the job prints a summary: documents, the valid share per HTML version, and the 20
most common message codes. The archives are read from their paths on each executor: a
file system every executor mounts (local mode reads local files). The same command runs
on a cluster with ``--master``; each executor needs the ``omittag`` package (see the
README).
"""

import argparse
import sys
from collections import Counter

from pyspark.sql import Row, SparkSession
from pyspark.sql import functions as F
from pyspark.sql.types import (
    BooleanType,
    IntegerType,
    LongType,
    MapType,
    StringType,
    StructField,
    StructType,
)

SCHEMA = StructType(
    [
        StructField("warc_file", StringType(), False),
        StructField("offset", LongType(), False),
        StructField("target_uri", StringType(), True),
        StructField("record_id", StringType(), True),
        StructField("status", IntegerType(), True),
        StructField("content_type", StringType(), True),
        StructField("doctype", StringType(), True),
        StructField("html_version", StringType(), True),
        StructField("encoding", StringType(), True),
        StructField("encoding_source", StringType(), True),
        StructField("valid", BooleanType(), False),
        StructField("errors", IntegerType(), False),
        StructField("warnings", IntegerType(), False),
        StructField("codes", MapType(StringType(), IntegerType()), False),
        StructField("error", StringType(), True),
    ]
)


def row(record):
    """The table's row for one ``omittag.warc.WarcRecord``."""
    report = record.report
    if report is None:
        return Row(
            warc_file=record.file, offset=record.offset, target_uri=record.target_uri,
            record_id=record.record_id, status=None, content_type=None, doctype=None,
            html_version=None, encoding=None, encoding_source=None, valid=False,
            errors=0, warnings=0, codes={}, error=record.error,
        )
    doctype = report.doctype
    encoding = report.encoding
    return Row(
        warc_file=record.file,
        offset=record.offset,
        target_uri=record.target_uri,
        record_id=record.record_id,
        status=record.status,
        content_type=record.content_type,
        doctype=doctype.public_id if doctype else None,
        html_version=str(doctype) if doctype else None,
        encoding=encoding.name if encoding else None,
        encoding_source=encoding.source if encoding else None,
        valid=report.valid,
        errors=report.errors,
        warnings=report.warnings,
        codes=dict(Counter(message.code for message in report.messages)),
        error=None,
    )


def validate_partition(paths):
    """The rows of the archives of one partition, with one validator for them all."""
    import omittag
    import omittag.warc

    validator = omittag.Validator()
    for path in paths:
        try:
            records = omittag.warc.validate_records(path, validator)
        except OSError as error:
            yield Row(
                warc_file=path, offset=0, target_uri=None, record_id=None, status=None,
                content_type=None, doctype=None, html_version=None, encoding=None,
                encoding_source=None, valid=False, errors=0, warnings=0, codes={},
                error=str(error),
            )
            continue
        for record in records:
            yield row(record)


def archives(arguments):
    """The archives' paths: the arguments, with ``@FILE`` read as a list of paths."""
    paths = []
    for argument in arguments:
        if argument.startswith("@"):
            with open(argument[1:]) as listing:
                paths.extend(line.strip() for line in listing if line.strip())
        else:
            paths.append(argument)
    return paths


def summarize(table, out=sys.stdout):
    """Documents, the valid share per HTML version, the 20 most common codes."""
    documents = table.where(F.col("error").isNull())
    total = documents.count()
    malformed = table.where(F.col("error").isNotNull()).count()
    valid = documents.where(F.col("valid")).count()
    print(f"{total} documents, {valid} valid ({100.0 * valid / max(total, 1):.1f}%), {malformed} malformed records", file=out)
    print("valid share per HTML version:", file=out)
    versions = (
        documents.groupBy(F.coalesce(F.col("html_version"), F.lit("(none)")).alias("version"))
        .agg(F.count("*").alias("documents"), F.avg(F.col("valid").cast("double")).alias("share"))
        .orderBy(F.desc("documents"), "version")
        .collect()
    )
    for version in versions:
        print(f"  {version['documents']:>8}  {100.0 * version['share']:5.1f}%  {version['version']}", file=out)
    print("most common message codes:", file=out)
    codes = (
        documents.select(F.explode("codes").alias("code", "count"))
        .groupBy("code")
        .agg(F.sum("count").alias("count"))
        .orderBy(F.desc("count"), "code")
        .limit(20)
        .collect()
    )
    for code in codes:
        print(f"  {code['count']:>8}  {code['code']}", file=out)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--output", required=True, help="the Parquet table to write (a directory)")
    parser.add_argument("--partitions", type=int, default=0, help="how many tasks (default: one per archive)")
    parser.add_argument("warcs", nargs="+", help="WARC files (.warc, .warc.gz), or @FILE listing them")
    args = parser.parse_args(argv)
    paths = archives(args.warcs)
    spark = SparkSession.builder.appName("omittag: validate WARCs").getOrCreate()
    partitions = args.partitions or len(paths)
    rows = spark.sparkContext.parallelize(paths, partitions).mapPartitions(validate_partition)
    table = spark.createDataFrame(rows, SCHEMA)
    table.write.mode("overwrite").parquet(args.output)
    summarize(spark.read.parquet(args.output))
    spark.stop()


if __name__ == "__main__":
    main()
