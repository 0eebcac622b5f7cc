from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        CREATE TABLE IF NOT EXISTS "content_views" (
    "id" INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    "kind" VARCHAR(16) NOT NULL,
    "object_id" INT NOT NULL,
    "viewer" VARCHAR(80) NOT NULL,
    "day" DATE NOT NULL,
    CONSTRAINT "uid_content_vie_kind_ac3992" UNIQUE ("kind", "object_id", "viewer", "day")
) /* One row per viewer, object and day: a repeated view the same day adds nothing. */;
        CREATE TABLE IF NOT EXISTS "projects" (
    "id" INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    "title" VARCHAR(100) NOT NULL,
    "description" TEXT NOT NULL,
    "tags" JSON NOT NULL,
    "media_urls" JSON NOT NULL,
    "demo_url" VARCHAR(500),
    "repo_url" VARCHAR(500),
    "upvotes_count" INT NOT NULL,
    "downvotes_count" INT NOT NULL,
    "score" INT NOT NULL,
    "comment_count" INT NOT NULL,
    "views" INT NOT NULL,
    "hidden" INT NOT NULL,
    "created_at" TIMESTAMP NOT NULL,
    "user_id" INT NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS "idx_projects_hidden_b5261a" ON "projects" ("hidden", "id");
CREATE INDEX IF NOT EXISTS "idx_projects_hidden_7c105a" ON "projects" ("hidden", "score", "id");
CREATE INDEX IF NOT EXISTS "idx_projects_hidden_2a6ddf" ON "projects" ("hidden", "comment_count", "id");
        CREATE TABLE IF NOT EXISTS "project_tags" (
    "id" INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    "tag" VARCHAR(30) NOT NULL,
    "project_id" INT NOT NULL REFERENCES "projects" ("id") ON DELETE CASCADE,
    CONSTRAINT "uid_project_tag_project_b74fa5" UNIQUE ("project_id", "tag")
);
CREATE INDEX IF NOT EXISTS "idx_project_tag_tag_3c6eb7" ON "project_tags" ("tag", "project_id");
        CREATE TABLE IF NOT EXISTS "project_votes" (
    "id" INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    "value" SMALLINT NOT NULL,
    "project_id" INT NOT NULL REFERENCES "projects" ("id") ON DELETE CASCADE,
    "user_id" INT NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
    CONSTRAINT "uid_project_vot_user_id_48f2bc" UNIQUE ("user_id", "project_id")
);
        CREATE TABLE IF NOT EXISTS "threads" (
    "id" INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    "title" VARCHAR(100) NOT NULL,
    "body" TEXT NOT NULL,
    "tags" JSON NOT NULL,
    "score" INT NOT NULL,
    "comment_count" INT NOT NULL,
    "views" INT NOT NULL,
    "hidden" INT NOT NULL,
    "created_at" TIMESTAMP NOT NULL,
    "user_id" INT NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS "idx_threads_hidden_5047c1" ON "threads" ("hidden", "id");
CREATE INDEX IF NOT EXISTS "idx_threads_hidden_deec30" ON "threads" ("hidden", "score", "id");
CREATE INDEX IF NOT EXISTS "idx_threads_hidden_d15f8a" ON "threads" ("hidden", "comment_count", "id");
        CREATE TABLE IF NOT EXISTS "comments" (
    "id" INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    "body" TEXT NOT NULL,
    "hidden" INT NOT NULL,
    "created_at" TIMESTAMP NOT NULL,
    "project_id" INT REFERENCES "projects" ("id") ON DELETE CASCADE,
    "thread_id" INT REFERENCES "threads" ("id") ON DELETE CASCADE,
    "user_id" INT NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE
) /* A comment on a thread or a project (exactly one of the two). */;
CREATE INDEX IF NOT EXISTS "idx_comments_thread__61f762" ON "comments" ("thread_id", "hidden", "id");
CREATE INDEX IF NOT EXISTS "idx_comments_project_044265" ON "comments" ("project_id", "hidden", "id");
        CREATE TABLE IF NOT EXISTS "thread_tags" (
    "id" INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    "tag" VARCHAR(30) NOT NULL,
    "thread_id" INT NOT NULL REFERENCES "threads" ("id") ON DELETE CASCADE,
    CONSTRAINT "uid_thread_tags_thread__738c48" UNIQUE ("thread_id", "tag")
) /* One row per tag of a thread, for the tag filter and the tag list. */;
CREATE INDEX IF NOT EXISTS "idx_thread_tags_tag_77dacb" ON "thread_tags" ("tag", "thread_id");
        CREATE TABLE IF NOT EXISTS "thread_votes" (
    "id" INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    "value" SMALLINT NOT NULL,
    "thread_id" INT NOT NULL REFERENCES "threads" ("id") ON DELETE CASCADE,
    "user_id" INT NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
    CONSTRAINT "uid_thread_vote_user_id_606bcf" UNIQUE ("user_id", "thread_id")
);
        CREATE TABLE IF NOT EXISTS "reports" (
    "id" INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    "resource_type" VARCHAR(16) NOT NULL,
    "resource_id" INT NOT NULL,
    "reason" VARCHAR(500) NOT NULL,
    "status" VARCHAR(16) NOT NULL,
    "created_at" TIMESTAMP NOT NULL,
    "reporter_id" INT NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS "idx_reports_status_a40a1a" ON "reports" ("status");"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        DROP TABLE IF EXISTS "threads";
        DROP TABLE IF EXISTS "comments";
        DROP TABLE IF EXISTS "project_votes";
        DROP TABLE IF EXISTS "project_tags";
        DROP TABLE IF EXISTS "reports";
        DROP TABLE IF EXISTS "thread_votes";
        DROP TABLE IF EXISTS "thread_tags";
        DROP TABLE IF EXISTS "content_views";
        DROP TABLE IF EXISTS "projects";"""


MODELS_STATE = (
    "eJztnWtzozgWhv8KxadMlTuVOHHind3aKiedns5OLlOJp3dqpqYo2cg2G4w8IJJ4e/u/ry"
    "QQFyEwJGBjWt9spAP4kZCOznmFv+pLZELbOxz5ePEIPc9Cjv6j9lV3wBKSD7LinqaD1Sou"
    "pAcwmNisPiAVDS+oyUrAxMMumGJSOAO2B8khE3pT11rh4Fr6SPOsuQPND5ajTVz04kH3UB"
    "svoDZF6MmC2gLZpqcBzQWOiZYaRk/Q+buGHHutWdjTHj+PPvQHZ5rlaR5GLjQP6WVNNCXX"
    "tZx5Y1fwHesvHxoYzSFeQJdc548/yWHLMeEr9PjX1ZMxs6BtpqBaJj0BO27g9Yodu3bwJ1"
    "aR3vzEmCLbXzpx5dUaL5AT1bYcTI/OoQNdgCE9PXZ9CtfxbTtsDM47uNO4SnCLCRsTzoBv"
    "0yai1sENxMd0w7i7HxuPV2PD0DPNxy0SvMNDU9IDSNOTW/XYr5/TW/jQPz49Px2enJ0OSR"
    "V2m9GR82/BpWMwgSHDczfWv7FygEFQgzGOobJWMxbAW2ThXi6AK6ebthIok9sXKXOm7cW8"
    "BK+GDZ05XpCvZ6cFTL+MHi4/jx4Ozk5/oBdE5DENHuK7sKTPiij2GPPUhRSFAXAW80dSgq"
    "0llKNOWwqozdD0kH94C3h+ICYfDznbQE9+oHlPRo2wyQvQj69vrx7Ho9tf6OWWnveXzfiN"
    "xle0pM+OroWjB2dCM0Un0f59Pf6s0a/a7/d3Vwwv8vDcZVeM641/1+k9kTEaGQ56MYCZ6J"
    "38KKeWanX4urLI2d7Q6mnL7bT6Np+3PWlkDqmwlX0yMRqVJqeExeYZah8e4RomKTrtz56k"
    "cxTFlaX7ifgUxD/5Ga4Z5GtyR8CZQgnU0Bv7NTzNnsH9xnsPPxo/qi54ifykZKciv538Yo"
    "iDWXz0eDn6eKUzwhMwfXoBrmmkUNMS1EfCkahutmjZX4pHgAPmDA79FfSek9QlvjFvjXyn"
    "mP6gcs5wPkvlbrbL3aRtyj5XcDaTNvW4mrseLlPO5slRCWfz5CjX2aRF3zITEv1sPMH1W0"
    "Bzu8759fWjhktg2VUYRwadg9sflFk1kVq5eFlZmu8KeN4LInNQ1RVqxrCDI0d/MChFfFBA"
    "fCASNy1vZYO1UXWUFu06yHtQZvgY5A8fg8zwMbFQFcZh9e2h1fUtgS1Htghthq33ZNmBR5"
    "nG+6/H+zs53thCXHBbU6z9T7Mtr7HVmf6Pme9MKUZt4ls2thzvkF7vn021QAFwSii1+Oac"
    "D25Hv4lNcHlzfyGuqukJLoTmWCDftdcG5SYJhsCptQS2vFkES7FtAtPD8BQl2iecItsyxh"
    "Q0xMery+vb0c3B8VGvz7iT9rCCVR1vkdNMv7c8AzwTJ4P+WmOGXINMg09Z5BcI2RA4OcuZ"
    "vHMI8CfkJE09EdGR7TK/uL+/SXX+i+ux0OV/vb24ejg4FlqEL37iliAIMXAND0LJUjJ/lB"
    "fM3jTat6yPNx1e58jw2q7ktIh23WN90i+z5OnnL3n6GZfcRTOLDAurBcKVvJeMYfdoN+KR"
    "e/4kujUDW7JYaD50qXH3wB+fleB+LGYJYuy0KNPN/wOnmKD0HUn6JjcSmLHbXoT/qCnUtQ"
    "QFEznnBU35VSYrmimwIlgXVZv+eP0tLiiXcDkJBqF9HBQ8DLAvWVMWjL+RxRYhA7KQfIb7"
    "Cnm/tBJbDbh2SyqRSfnmZygTj2BCJSesaEPLTz8/QBvgUHQnzwULyrw9C0vmpYTTjxFaLi"
    "E1eBeoy+AsXYUUemvvhPRLcJaOQzKeEYb1kPqC8D5K1UrRCtzUd3Ias5N0G1Ed/Sng1OXu"
    "5MIVct87QD2wk3QJUZOSpVtoWuCTxYBkdEtxYa9IvLSk1Qwa79qhhKlq0lwJunvFEed8YR"
    "N8laxWCmQgr7IlSheS5MMSpIe5oIeZxSByMPE/A0QVAIt2HSRdf2jfs/4rgZwbkOPVlYZZ"
    "EovbryiG2vGxlTBGk14LX6lLfJbEIj7fY0nGC8psPwzra8jRgBZ49BpyyedwuagdwFdyCn"
    "tNakANzUgdqOEX9INsp+H7TrbZRfqqxxT58iPQbC8s04TMdSbfqRV8Xbk8xhSeKMQZ9mb+"
    "KOqsMuHEvrCHP3ERvmiu+SpKrr5NufoEmRIF9Zi0R45AL6zfCW+jaFi++m2cGpEzCrFoVL"
    "65v/uJVxdlY4JCLHpGKiiVYiMlTaogTVLeyffincgCuZXmirTRm3z9tklHmtEzVKKaslFQ"
    "s1DVrlq1q3YHgeVe1V212YGgBqil0z8tGwTKUk2Nfpu5ruL86jvBls/U7inZ9Gzdpo3gHL"
    "0kPpFolfz4RDJV32g6JbWMbyo8EJ/Xm5JO3OQFwthKLJxUIYiWzdK9ghAEtnA1UWdk0Ikg"
    "hCA2LLVR8Lhgo+BxdqNg8s4ynPNjPYJZJ2hvO+SDwbzSDk1eX+3PLG6KN+zPDAQLvltty2"
    "zaSjVL7c1iwiWifKvMAEmb7m31aWSzOFVZVcWctFGYS2H2V0zzV3nrT8ZO7f0R42UmenHe"
    "BldiqfCKeKNVWlltDK+vUGZyT+J6tCTSjJ1CK6J9tuCLxH/LRRrVVyhFlCobratsdAucsu"
    "5mo1WGT2X4WpAxecd7c3e32bJlS8dyu77A3KB/I/E+RmGuaAzmHeqTaSdObbPMobSF9CTt"
    "V/kZyrDXbUxSGjxQXW+i8o9kJpxcQv+zUOYc3GwiI6yyfm2auXtFWb+g7Urn/MKm7kIOqu"
    "lXNu9KBNk6zs06n7vQ7LQNcWdEO8yRyJ8WuZ+xeV6MfJu6J0a+1uHdTpwZ1fS1zenrGdi+"
    "JFr+uAS2nR+M5EZdGl5P+udnEV36pQjs4+3o5iYbHlMzlpKYt5eoCkBtU2Ku3KouuFWhvl"
    "/iUcXK/3xnKvGGKSWErnABJYRu+1xS5FMqIXTTQmi1211Jn79Hja3SdiltV/vRKm2X0nYp"
    "bZfSdilt1340rgqt7T4CpLRde6XtCoJfStr1/b3xvPlga46wK9XlNoVcy8u69HsHauSB0F"
    "bQ1YgVfWUlf7FlT5shN3iBJSmYkRU1qQMcMzpEF9fZl2TWckZp7jx+bU1ZTVn8/hYVP22T"
    "w9Arip8qSVlTkrLdvACudZSb9Xi3/3KttgEu6/WWeLvWLtOeeWKytGezcS5uXEoWdjilJF"
    "NKsjaMq3UoydREVV+fVcEuFexq1bTf8leV7ivW1npTl8FfHH2x4IvMnUoWF/pT/K+SooRh"
    "tegGNYNuT0MT9kcdNOxggvWPGtBcuGIZHFaFxSI8cou0VAOm6WkOwgvSQsWhjnpOL3X0nk"
    "jPY406ScgEg+uxWwLr9zl/F9b8e/H//tbvn5yc949OzoaD0/PzwfAomgKyRUVzwcX1T3Q6"
    "6CWX3pu9RN6SZYMbvH4Hoxv1/x936vEo6eCkbJSLkyPnkHk1+Z02tuhgtx2WCcoN84Nyw+"
    "xrXYFEzEgVB3K6YfUimcEeQi6ASmUCMrd7N85M+A+1Ej8m/u/afBcm8Se5u/mnVRX7aSD2"
    "40IP+e4UBowqjJQZww4OmPXP8xG1Sp1ZsFJzvWSuJwtIT/Zy8aIezC062HUbebWshwH2Jd"
    "qKfMaxRVOMM4OxjlaBhHQfxwel5MxH310lZ+BaVQ1wC1ZqVtgc5ObIVKB7U0RW6FxtismO"
    "oGtNF7pkGROW9IqWMSCuo1Yx+/RY94oy2ND1pH8tUxDpiU066P71B4MSrgmpleubsLK0c0"
    "IfqgqEw+odpNvIzuAwRZQlnL9fNWGy/S2ru4mo1bY5dacxuW//BxbeOIs="
)
