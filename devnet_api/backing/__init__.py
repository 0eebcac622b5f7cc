"""Seams to backing services: the rate limits and their counters, media storage, the job registry,
the read-only switch."""
