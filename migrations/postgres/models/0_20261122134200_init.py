from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        CREATE TABLE IF NOT EXISTS "users" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "username" VARCHAR(30) NOT NULL,
    "username_key" VARCHAR(30) NOT NULL UNIQUE,
    "email" VARCHAR(254) NOT NULL UNIQUE,
    "password_hash" VARCHAR(255) NOT NULL,
    "display_name" VARCHAR(50) NOT NULL,
    "bio" VARCHAR(500) NOT NULL,
    "skills" JSONB NOT NULL,
    "hourly_rate" DECIMAL(10,2),
    "is_available_for_work" BOOL NOT NULL,
    "avatar_seed" VARCHAR(64),
    "avatar_style" VARCHAR(32),
    "profile_photo" VARCHAR(255),
    "subscription_tier" VARCHAR(16),
    "project_count" INT NOT NULL,
    "thread_count" INT NOT NULL,
    "role" VARCHAR(16) NOT NULL,
    "status" VARCHAR(16) NOT NULL,
    "created_at" TIMESTAMPTZ NOT NULL
);
CREATE INDEX IF NOT EXISTS "idx_users_created_43d91f" ON "users" ("created_at");
CREATE TABLE IF NOT EXISTS "auth_sessions" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "token_hash" VARCHAR(64) NOT NULL UNIQUE,
    "created_at" TIMESTAMPTZ NOT NULL,
    "expires_at" TIMESTAMPTZ NOT NULL,
    "user_id" INT NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS "idx_auth_sessio_expires_37837b" ON "auth_sessions" ("expires_at");
COMMENT ON TABLE "auth_sessions" IS 'A signed-in browser. The cookie holds a random token; only its SHA-256 is stored.';
CREATE TABLE IF NOT EXISTS "media_files" (
    "hash" VARCHAR(64) NOT NULL PRIMARY KEY,
    "ext" VARCHAR(8) NOT NULL,
    "content_type" VARCHAR(32) NOT NULL,
    "size" INT NOT NULL,
    "created_at" TIMESTAMPTZ NOT NULL
);
CREATE TABLE IF NOT EXISTS "aerich" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "version" VARCHAR(255) NOT NULL,
    "app" VARCHAR(100) NOT NULL,
    "content" JSONB NOT NULL
);"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        """


MODELS_STATE = (
    "eJztmv9v4jYUwP+VKD91UosKBa7apknQUpXdUU6F26abJsskhngkNhc7bdmN/312vhBwEp"
    "ZUkJaI38B+z3Y+z35+z/Z33aEmslmt43FrhBjDlOg/at91Ah0kfqRVn2s6XCziSlnA4cT2"
    "5aEQBCyQ9GvghHEXGlxUTqHNkCgyETNcvOBBX3pHY3hGkHmBiTZx6TNDbk0bW0gzKJ1jpF"
    "nUNpkGNRcSkzoap3NEftIosZca5kwb3XcuGq22hpnGOHWRWZPdmtQQ/WIyO1gPHsHfPAQ4"
    "nSFuIVf08+dfohgTE70gFv1dzMEUI9vcgopN2YBfDvhy4Zf1Cb/zBeXgJ8CgtueQWHix5B"
    "Yla2lMuCydIYJcyJFsnruehEs82w6NEfEORhqLBEPc0DHRFHq2NJHUDgYQl+kAPAzHYNQb"
    "A6AnzBdpbPAOiwwxA4TpxVCZ//UzOYSLRr35oXl91W5eCxF/mOuSD6ug6xhMoOjjeRjrK7"
    "8echhI+IxjqL7VgAWZlYR7Y0E3ne62lkJZDF+lHDF9v5gd+AJsRGbcEn/bzR1Mf+s83tx3"
    "Hs/azR9kh1Qs02ARP4Q1Db9KYo8xGy6SKADkScy3ooZjB6Wj3tZUUJuhai368RrwUUFMPn"
    "Y5ZaAXH2gOhdcITb4D/bg/6I3GncFn2Z3D2Dfb59cZ92RNwy9dKqVnbcVM60a03/vje03+"
    "1b4OH3o+Xsr4zPV7jOXGX3U5JuGjKSD0GUBzY3ZGpRG1LaujlwUWrb3C6tua5Vi9zPV2JE"
    "aOIO20sic2RlBoc9rQ+P8d6hiW8B42KbntT+epe5TElaR7J2IKEZ98REsfcl+MCBIDpUAN"
    "o7EvYTNHBncVzZ6oNF6qLnxex0mbk0p8u/hixINdvDO66dz2dJ/wBBrzZ+iaYAu1rKENqp"
    "SsZZNVTsNRSyCBMx+O/Ao55k3qKbFxZI3soFh+UL5gOJvlKdx8X+GmtKn/u0Cwuamzn1Dz"
    "rd3lVrB5dZkj2Ly6zAw2ZdUqsSHJ32COlq8BHelVLq7fP2rkQGwXYbxWqBzcRitP1iSkMv"
    "H6ddt8F5CxZyr2oKIZakKxgp6j0WrlIt7aQbylEjcxW9hwCYp6aVWvgrxbedxHK9t9tBLu"
    "Y4JpEcaheHlodb0ksPnI7kKbYMvm2A4iym28v46GD+l4Yw014cYG1/7VbMwOlp3pP089Yk"
    "iM2sTDNseE1WR/vxzKAjuAS0JbyXfE+WzQ+UM1wc2nYVfNqmUDXcUcFvVcewkkt5TDEGRg"
    "B9rpZlE0VdsEqrWwiRz2CbfI9+JjdhjitnfTH3Q+ndUvzxs+d2EPHGR1kUWaiXmPGYBPIs"
    "iQXwum1AViG5wnkXcptREkGelMVhsK/Ilo5FArYl1SLvPucPhpa/J3+2Nlyn8ZdHuPZ3XF"
    "IlHyE1tCIOTQBQyhlFQy28sraq/y9u9sjh/6eD1Cxpd2oaBF1ase66tGnpSnkZ3yNBIhuU"
    "unWLiFhUV5oegloVg92geJyJk3WQ8NcJx2FpoNPVW5euDr7Rzc6+otQYxdViWm+d/I4AKl"
    "R1KubzJPAhN65Z3wXx4K9V4OBTfunC155VeYrKp2AquCdWmx7S+SLzGhdJAzCZzQMToFxi"
    "H3UnLKHf53rVEiZCgSySd0rJCP661EqQeu1Xoqkbjyzb6h3FiCG6/klIw21Lz7+IhsyMNH"
    "d+l3wcrLvCM7lsy6El4d8iJ3gEwM77APJHGbG1ee77rSdaQYkFnAG17sFr1KOD1zy3DdUR"
    "6efd2LXlJ8+I7LsZc0x12Fq4PrHKSvM0FfJ7ZISjgiPEBUALCqV0HS+z/wYPifFMiZaUok"
    "fnrZlZKhHFdsd3oHW0pwd8iopYNcbFhpIUtYszNegbHM6Q3acfmc7KDkCblR3J9339xQqe"
    "CWeZBTa7moChAOxStIt57rcUN9x+OGevJxQxjIJQlnv27YUCn/ecPb3J/v7SHDm25mq/8A"
    "joEKFA=="
)
