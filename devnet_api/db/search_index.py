"""The full-text search index: SQL the models cannot declare, one literal script per dialect.

PostgreSQL: a generated, weighted ``search_vector`` (title A, body B, tags C; people: name and
username A, bio B, skills C) on threads, projects, posts and users, each behind a GIN index, plus
trigram indexes for short and misspelled words. SQLite: FTS5 tables over the same columns (external
content, so the text is stored once), kept in step by triggers. docs/search.md says why.

Migrations carry the same statements (``UPGRADE``/``DOWNGRADE``); databases built by
``Tortoise.generate_schemas`` (tests) get them from ``apply``. Every statement is idempotent.
"""

from __future__ import annotations

# Content in English (stemming: "timeouts" finds "timeout"); people in 'simple' (names are not words).
CONTENT_CONFIG = "english"
PEOPLE_CONFIG = "simple"


def _vector(config: str, parts: list[tuple[str, str, bool]]) -> str:
    """setweight(to_tsvector(...)) of each (column, weight, is_json) joined with ||."""
    terms = []
    for column, weight, is_json in parts:
        if is_json:
            source = f"""jsonb_to_tsvector('{config}', coalesce("{column}", '[]'::jsonb), '["string"]')"""
        else:
            source = f"""to_tsvector('{config}', coalesce("{column}", ''))"""
        terms.append(f"setweight({source}, '{weight}')")
    return " || ".join(terms)


# table -> (config, [(column, weight, json array?)])
PG_VECTORS = {
    "threads": (CONTENT_CONFIG, [("title", "A", False), ("body", "B", False), ("tags", "C", True)]),
    "projects": (CONTENT_CONFIG, [("title", "A", False), ("description", "B", False), ("tags", "C", True)]),
    "posts": (CONTENT_CONFIG, [("content", "B", False), ("tags", "C", True)]),
    "users": (
        PEOPLE_CONFIG,
        [("display_name", "A", False), ("username", "A", False), ("bio", "B", False), ("skills", "C", True)],
    ),
}
# What the trigram (fuzzy) match compares the query's words with, per table: an indexed expression.
# Short text only: word_similarity against whole bodies costs seconds at 100,000 rows (docs/search.md).
PG_FUZZY = {
    "threads": 'lower("title")',
    "projects": 'lower("title")',
    "users": """lower("username" || ' ' || "display_name")""",
}

POSTGRES_UPGRADE = "\n".join(
    [
        "CREATE EXTENSION IF NOT EXISTS pg_trgm;",
        *(
            f'ALTER TABLE "{table}" ADD COLUMN IF NOT EXISTS "search_vector" tsvector '
            f"GENERATED ALWAYS AS ({_vector(config, parts)}) STORED;"
            for table, (config, parts) in PG_VECTORS.items()
        ),
        *(
            f'CREATE INDEX IF NOT EXISTS "idx_{table}_search_vector" ON "{table}" USING GIN ("search_vector");'
            for table in PG_VECTORS
        ),
        # threads and projects already have idx_*_search_trgm on search_text (migration 3).
        'CREATE INDEX IF NOT EXISTS "idx_threads_search_trgm" ON "threads" USING GIN ("search_text" gin_trgm_ops);',
        'CREATE INDEX IF NOT EXISTS "idx_projects_search_trgm" ON "projects" USING GIN ("search_text" gin_trgm_ops);',
        *(
            f'CREATE INDEX IF NOT EXISTS "idx_{table}_fuzzy_trgm" ON "{table}" '
            f"USING GIN (({PG_FUZZY[table]}) gin_trgm_ops);"
            for table in PG_FUZZY
        ),
    ]
)
POSTGRES_DOWNGRADE = "\n".join(
    [
        *(f'DROP INDEX IF EXISTS "idx_{table}_fuzzy_trgm";' for table in PG_FUZZY),
        *(f'ALTER TABLE "{table}" DROP COLUMN IF EXISTS "search_vector";' for table in PG_VECTORS),
    ]
)

# table -> the columns its FTS5 table indexes (external content: the same names as the table's).
FTS_COLUMNS = {
    "threads": ("title", "body", "tags"),
    "projects": ("title", "description", "tags"),
    "posts": ("content", "tags"),
    "users": ("display_name", "username", "bio", "skills"),
}
# bm25 weights per column, in FTS_COLUMNS' order: title above body above tags (as PostgreSQL's A, B, C).
FTS_WEIGHTS = {
    "threads": (10.0, 4.0, 2.0),
    "projects": (10.0, 4.0, 2.0),
    "posts": (2.0, 1.0),  # a post has no title: its words weigh as a body's
    "users": (10.0, 10.0, 4.0, 2.0),
}
# Content is stemmed like PostgreSQL's english configuration; names are not (like 'simple').
FTS_TOKENIZE = {"threads": "porter unicode61", "projects": "porter unicode61", "posts": "porter unicode61"}


def _sqlite_table(table: str, columns: tuple[str, ...]) -> str:
    fts = f"{table}_fts"
    cols = ", ".join(columns)
    new = ", ".join(f"new.{c}" for c in columns)
    old = ", ".join(f"old.{c}" for c in columns)
    tokenize = FTS_TOKENIZE.get(table, "unicode61")
    return "\n".join(
        [
            f"CREATE VIRTUAL TABLE IF NOT EXISTS {fts} USING fts5({cols}, content='{table}', "
            f"content_rowid='id', tokenize='{tokenize}');",
            f"CREATE TRIGGER IF NOT EXISTS {fts}_insert AFTER INSERT ON {table} BEGIN "
            f"INSERT INTO {fts}(rowid, {cols}) VALUES (new.id, {new}); END;",
            f"CREATE TRIGGER IF NOT EXISTS {fts}_delete AFTER DELETE ON {table} BEGIN "
            f"INSERT INTO {fts}({fts}, rowid, {cols}) VALUES ('delete', old.id, {old}); END;",
            f"CREATE TRIGGER IF NOT EXISTS {fts}_update AFTER UPDATE OF {cols} ON {table} BEGIN "
            f"INSERT INTO {fts}({fts}, rowid, {cols}) VALUES ('delete', old.id, {old}); "
            f"INSERT INTO {fts}(rowid, {cols}) VALUES (new.id, {new}); END;",
            # Rows that existed before the index (a migrated database): index them once.
            f"INSERT INTO {fts}({fts}) VALUES ('rebuild');",
        ]
    )


SQLITE_UPGRADE = "\n".join(_sqlite_table(table, columns) for table, columns in FTS_COLUMNS.items())
SQLITE_DOWNGRADE = "\n".join(
    f"DROP TRIGGER IF EXISTS {t}_fts_insert; DROP TRIGGER IF EXISTS {t}_fts_delete; "
    f"DROP TRIGGER IF EXISTS {t}_fts_update; DROP TABLE IF EXISTS {t}_fts;"
    for t in FTS_COLUMNS
)

UPGRADE = {"postgres": POSTGRES_UPGRADE, "sqlite": SQLITE_UPGRADE}
DOWNGRADE = {"postgres": POSTGRES_DOWNGRADE, "sqlite": SQLITE_DOWNGRADE}


async def apply(dialect: str, connection=None) -> None:
    """Create the index (idempotent): for databases made by ``generate_schemas`` rather than migrations."""
    if connection is None:
        from devnet_api.db import connection as default_connection

        connection = default_connection()
    await connection.execute_script(UPGRADE[dialect])
