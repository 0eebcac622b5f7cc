"""What an operator reads: metrics, structured logs, the benchmark's instruments."""
