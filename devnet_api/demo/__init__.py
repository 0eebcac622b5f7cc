"""Demo content: the seeder behind `devnet seed` and its texts."""
