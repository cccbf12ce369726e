"""Tests of the targets scripts/bench and the latency table judge rows by (issue 31): a filter
within its time but over 1.3x the reference's memory fails, the memory limit counts from 100k,
cold start's limit is 1.5x, and the first paint at 200000 is held to 1.2x the script's build."""
import importlib.machinery
import importlib.util
import os
import sys
import unittest

SCRIPTS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, SCRIPTS)
import bench_latency as latency  # noqa: E402

loader = importlib.machinery.SourceFileLoader("bench", os.path.join(SCRIPTS, "bench"))
spec = importlib.util.spec_from_loader("bench", loader)
bench = importlib.util.module_from_spec(spec)
loader.exec_module(bench)


class Targets(unittest.TestCase):
    def test_a_filter_is_judged_by_time_and_by_memory_from_100k(self):
        self.assertEqual(bench.judge("filter", 100_000, 0.9, 1.0, 10.0, 10.0),
                         ("time <= 1.0x, mem <= 1.3x", True))
        self.assertEqual(bench.judge("filter", 100_000, 0.9, 1.0, 13.5, 10.0)[1], False)
        self.assertEqual(bench.judge("filter", 1_000_000, 1.1, 1.0, 10.0, 10.0)[1], False)
        self.assertEqual(bench.judge("filter", 10_000, 0.9, 1.0, 30.0, 10.0), ("time <= 1.0x", True))

    def test_the_memory_case_is_judged_from_100k_only(self):
        self.assertEqual(bench.judge("memory", 10_000, 2.0, 1.0, 30.0, 10.0)[1], None)
        self.assertEqual(bench.judge("memory", 100_000, 2.0, 1.0, 12.9, 10.0), ("mem <= 1.3x", True))
        self.assertEqual(bench.judge("memory", 1_000_000, 2.0, 1.0, 13.1, 10.0)[1], False)

    def test_cold_start_may_take_half_again_the_references_time(self):
        self.assertEqual(bench.judge("start", 0, 1.5, 1.0, 6.0, 2.0), ("time <= 1.5x", True))
        self.assertEqual(bench.judge("start", 0, 1.51, 1.0, 6.0, 2.0)[1], False)

    def test_the_first_paint_at_200000_is_held_to_one_fifth_more_than_the_build(self):
        def paint_verdict(n, paint, build):
            samples = {"paint": [paint], "build": [build], "down": [0.001], "query": [0.002]}
            return latency.rows(n, str(n), {"luamenu index": samples})[0][7]
        self.assertEqual(paint_verdict(200_000, 0.239, 0.200), "yes")
        self.assertTrue(paint_verdict(200_000, 0.241, 0.200).startswith("NO"))
        self.assertEqual(paint_verdict(1_000_000, 0.290, 0.200), "yes")
        self.assertEqual(paint_verdict(100_000, 0.900, 0.200), "-")


if __name__ == "__main__":
    unittest.main()
