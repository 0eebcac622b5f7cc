from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        CREATE TABLE IF NOT EXISTS "data_export_chunks" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "seq" INT NOT NULL,
    "data" BYTEA NOT NULL,
    "export_id" INT NOT NULL REFERENCES "data_exports" ("id") ON DELETE CASCADE,
    CONSTRAINT "uid_data_export_export__f0ddda" UNIQUE ("export_id", "seq")
);
COMMENT ON TABLE "data_export_chunks" IS 'One piece of an export''s zip, in order (``seq`` from 0): written and read one at a time, so';
        CREATE TABLE IF NOT EXISTS "known_devices" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "browser" VARCHAR(64) NOT NULL,
    "os" VARCHAR(64) NOT NULL,
    "network" VARCHAR(64) NOT NULL,
    "first_seen_at" TIMESTAMPTZ NOT NULL,
    "last_seen_at" TIMESTAMPTZ NOT NULL,
    "user_id" INT NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
    CONSTRAINT "uid_known_devic_user_id_7f39a0" UNIQUE ("user_id", "browser", "os", "network")
);
COMMENT ON TABLE "known_devices" IS 'A browser and system (by family, not version) and a network a member signed in from, and';
        CREATE TABLE IF NOT EXISTS "passkeys" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "credential_id" VARCHAR(1400) NOT NULL UNIQUE,
    "public_key" BYTEA NOT NULL,
    "sign_count" BIGINT NOT NULL,
    "user_handle" VARCHAR(64) NOT NULL,
    "name" VARCHAR(64) NOT NULL,
    "transports" JSONB NOT NULL,
    "backed_up" BOOL NOT NULL,
    "created_at" TIMESTAMPTZ NOT NULL,
    "last_used_at" TIMESTAMPTZ,
    "user_id" INT NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE
);
COMMENT ON TABLE "passkeys" IS 'A WebAuthn credential (a passkey) a member signs in with, discoverable: the authenticator';
        CREATE TABLE IF NOT EXISTS "passkey_challenges" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "token_hash" VARCHAR(64) NOT NULL UNIQUE,
    "purpose" VARCHAR(10) NOT NULL,
    "challenge" BYTEA NOT NULL,
    "user_handle" VARCHAR(64),
    "rp_id" VARCHAR(253) NOT NULL,
    "origin" VARCHAR(300) NOT NULL,
    "expires_at" TIMESTAMPTZ NOT NULL,
    "user_id" INT REFERENCES "users" ("id") ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS "idx_passkey_cha_expires_76cc98" ON "passkey_challenges" ("expires_at");
COMMENT ON TABLE "passkey_challenges" IS 'A WebAuthn challenge the server issued: used once (the row is deleted when it is spent) and';
        CREATE TABLE IF NOT EXISTS "pending_sign_ins" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "token_hash" VARCHAR(64) NOT NULL UNIQUE,
    "created_at" TIMESTAMPTZ NOT NULL,
    "expires_at" TIMESTAMPTZ NOT NULL,
    "user_id" INT NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS "idx_pending_sig_expires_97b176" ON "pending_sign_ins" ("expires_at");
COMMENT ON TABLE "pending_sign_ins" IS 'A sign-in whose password was right and whose second factor is still to come: bound to the';
        CREATE TABLE IF NOT EXISTS "recovery_codes" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "code_hash" VARCHAR(64) NOT NULL UNIQUE,
    "used_at" TIMESTAMPTZ,
    "created_at" TIMESTAMPTZ NOT NULL,
    "user_id" INT NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE
);
COMMENT ON TABLE "recovery_codes" IS 'One of a member''s ten single-use two-factor recovery codes; only its SHA-256 is stored.';
        CREATE TABLE IF NOT EXISTS "comment_likes" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "created_at" TIMESTAMPTZ NOT NULL,
    "comment_id" INT NOT NULL REFERENCES "comments" ("id") ON DELETE CASCADE,
    "user_id" INT NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
    CONSTRAINT "uid_comment_lik_user_id_7f7387" UNIQUE ("user_id", "comment_id")
);
COMMENT ON TABLE "comment_likes" IS 'One member''s like of a comment (Comment.like_count counts them).';
        ALTER TABLE "auth_sessions" ADD "network" VARCHAR(64) NOT NULL DEFAULT '';
        ALTER TABLE "auth_sessions" ADD "reauthenticated_at" TIMESTAMPTZ;
        ALTER TABLE "auth_sessions" ADD "user_agent" VARCHAR(512) NOT NULL DEFAULT '';
        ALTER TABLE "auth_sessions" ADD "last_seen_at" TIMESTAMPTZ;
        ALTER TABLE "data_exports" DROP COLUMN "archive";
        ALTER TABLE "users" ADD "totp_enabled_at" TIMESTAMPTZ;
        ALTER TABLE "users" ADD "totp_last_step" BIGINT;
        ALTER TABLE "users" ADD "totp_secret" VARCHAR(64);
        ALTER TABLE "comments" ADD "like_count" INT NOT NULL DEFAULT 0;
        ALTER TABLE "comments" ADD "parent_id" INT;
        ALTER TABLE "comments" ADD "reply_to_id" INT;
        ALTER TABLE "notifications" ADD "quote_kind" VARCHAR(16);
        ALTER TABLE "notifications" ADD "quote_id" INT;
        ALTER TABLE "comments" ADD CONSTRAINT "fk_comments_comments_ab2e55ce" FOREIGN KEY ("parent_id") REFERENCES "comments" ("id") ON DELETE SET NULL;
        ALTER TABLE "comments" ADD CONSTRAINT "fk_comments_users_8e59ba3a" FOREIGN KEY ("reply_to_id") REFERENCES "users" ("id") ON DELETE SET NULL;
        CREATE INDEX IF NOT EXISTS "idx_notificatio_quote_k_21ab31" ON "notifications" ("quote_kind", "quote_id");
        CREATE INDEX IF NOT EXISTS "idx_notificatio_target__d40ae3" ON "notifications" ("target_kind", "target_id");"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        DROP INDEX IF EXISTS "idx_notificatio_target__d40ae3";
        DROP INDEX IF EXISTS "idx_notificatio_quote_k_21ab31";
        ALTER TABLE "comments" DROP CONSTRAINT IF EXISTS "fk_comments_users_8e59ba3a";
        ALTER TABLE "comments" DROP CONSTRAINT IF EXISTS "fk_comments_comments_ab2e55ce";
        ALTER TABLE "auth_sessions" DROP COLUMN "network";
        ALTER TABLE "auth_sessions" DROP COLUMN "reauthenticated_at";
        ALTER TABLE "auth_sessions" DROP COLUMN "user_agent";
        ALTER TABLE "auth_sessions" DROP COLUMN "last_seen_at";
        ALTER TABLE "data_exports" ADD "archive" BYTEA;
        ALTER TABLE "users" DROP COLUMN "totp_enabled_at";
        ALTER TABLE "users" DROP COLUMN "totp_last_step";
        ALTER TABLE "users" DROP COLUMN "totp_secret";
        ALTER TABLE "comments" DROP COLUMN "like_count";
        ALTER TABLE "comments" DROP COLUMN "parent_id";
        ALTER TABLE "comments" DROP COLUMN "reply_to_id";
        ALTER TABLE "notifications" DROP COLUMN "quote_kind";
        ALTER TABLE "notifications" DROP COLUMN "quote_id";
        DROP TABLE IF EXISTS "passkey_challenges";
        DROP TABLE IF EXISTS "comment_likes";
        DROP TABLE IF EXISTS "passkeys";
        DROP TABLE IF EXISTS "data_export_chunks";
        DROP TABLE IF EXISTS "known_devices";
        DROP TABLE IF EXISTS "pending_sign_ins";
        DROP TABLE IF EXISTS "recovery_codes";"""


MODELS_STATE = (
    "eJztXW1z2zYS/isYfak9o7iOHCc5t3MzduK2vjp2J3bbu6tvKIiELJwpgiUgK7q7/vfDgq"
    "TEd5ESKVMsviSWiAWpByDw7GJf/tubMovY/Oh8JiZ3hHPKnN4Z+m/PwVMi/8i63Ec97Lqr"
    "i/CFwCNbtceyocH9luoKHnHhYVPIi2NscyK/sgg3PeoK/169c8Tpo0OsV9RBI4/NOfGO0P"
    "2EIJOxJ0rQhNkWRxh52LHYFAn2RJxvEHPsBaKCo7sfzl8NTt8iyhEXzCPWEdzWYqa8L3Ue"
    "G7vDzKG/z4gh2CMRE+LJ+/z2L/k1dSzyhfDwo/tkjCmxrRio1IIO1PeGWLjquytHfKcaws"
    "OPDJPZs6mzauwuxIQ5y9bUEfDtI3GIhwWB7oU3A3CdmW0HgxHi7T/pqon/iBEZi4zxzIYh"
    "Amn/AVbf9Qzj5vbeuLu8N4xeavhCiQjewVemnAFy6OWjcvXrH+ERXg1ev3n35v3J2zfvZR"
    "P1mMtv3v3h33oFjC+o4Lm57/2hrmOB/RYK4xWoatSMCeaTNLgfJtjLRjculUBZPn4S5RDT"
    "9sI8xV8MmziPYiI/vn1TgOkv558//HD++eDtm0O4IZOvqf8S3wRXBuoSwL6C2fQIQGFgkY"
    "b5o7wi6JRkQx2XTEBtBaJH4R+bAB9+sUJ+teTsAnr5A61buWoEQ14A/f3Vp8u7+/NPP8Ht"
    "ppz/biv8zu8v4cpAfbtIfHvwNjFMy07Qr1f3PyD4iP55e3Op4GVcPHrqjqt29//swTPJNZ"
    "oZDpsb2IrMzvDbELXYqJMvLpW9bTDqccndjPou37c9GeQQpMJRlvNXbt/EEdTc8B3P7qGG"
    "UQ+GtC2vepdGfSbpkIEl/hmjnb9xxqXq2TjLDGqvlxrS2nbL09eDEtulbJW7X6pr8Q3TIW"
    "LOvKcq2EZEugFs/TTExlxIPUNyt+qLVFJWL0+tX54qaUwRifVq0z7wyho0J9BFx0+ZihPA"
    "lUb3O6noSqX5R7JQIF/JJ8KOSTJADUwEPwfd7Bm4f4SzJ/x29TZ7eL5U3qOTSv52+YuJ8F"
    "fx87sP5x8vewrhETaf5tizjBjUcIUNWOKbZdv0pelgmvwGO3KvtYJfAc8coC5XOnz5xWWe"
    "6GWYbSJX+0VWG6VUE9WwtNFmSqYj4n3F0UPvI5s7NsMWmi4QdPXQQ9gzJ/SZHKFbhyCPzZ"
    "FLvEAEHWDkkDnyiJwAXMj/XRubhCNJHBEL3ue4+aaxez04zCGH36iP/6EusmU/HFFHfQHd"
    "jzAnCHP0Gn2iF8iczJwnjg6GwxWyH+C74fCwjzhD2FmgORkh12PyLvzBMbGD5C8heIqoQG"
    "wmZBML/qRcPtizfMKZnPce+npKLIqP0JVAIDKSdw9+KLEQky9eH42Zh97Jh1rIbg8AoK+x"
    "abKZI46m1uERGg45/Q8ZDqHn4OdIwOA7dODKHU99aWJX9oYwGs2obUk4xnJeW6prKg61Xa"
    "uFdi257ooZr0IfVxI7ZI8ucSyAqSmUY3zy9XEJPvn6OJdPwqU4n4T3pMLkDZvvjl8ct3r6"
    "avvgn9s+CL9ssZm9aCmn1bA2q2EtsgCvH2VtAN5skFecc4NxTgnrF7rNY63tKt22q7yoUr"
    "QDq0qEciqtPA31RSD33Y+fiY1F4LuSjXJCn9/D2ZwH+R+7MT/5sBXaoJbIljJEGathXW+O"
    "AsuPS4lJEBsj7CC/i684WEH6YM9hHlhZDoZDTn4fDtHYY1N0fHiG5h4VgjjKKgNkFDHZEx"
    "YII9ihwKaTMkc1eK8HxyEUrC7KWOPbaBzmfwq318BbCb4KDF9wzymZMm9xhD6qV8hCc9mN"
    "cl7yny7PsvNbjyzNg/Jpe//Spp6XNPXIESiPatBab8UZVgiAOGNDoA72FjnsNZBIwDlaCM"
    "L3ENACtC6uby9iJPWX888XVzfnn/9x8On874cxpnp9e/N92D5KQC/+cX95nsA8WLYrrQwx"
    "GT2T15PK1XK9Ja2MHw3tGchl6WVserXp2O5HqZU5H8kzNUkWZ4peLuRLT9BQ/ixoWfrkLn"
    "CBVjyEL7ggU3QwWsj2U2ov+pJwCPRMPPDgPlRt4AhNOaTIv4JjNd+fGogHsJs+NMs4tmvm"
    "Rg/OfCJZFHhxnMmG0OJVcF1+NNl0JJd5+LXqBuDnoc63bi5/NT5e/nL14dL49erm4+2v6F"
    "Ed9mH00Lsh87Cfh54kYUxIPNGBfHYF7NcBwEfu4vAI/Uhcydlc7An/nsDEQo/3PppPqDlB"
    "NnuEsz5/vvF89hXqiAFSapqqcQxdgDQhe0lCFhmWsodvEZHdnb7tsT85q3S0yXZ8rLnHwO"
    "6L3+EeQzym3uZeiClhfeLZFvt5mRPPljmgtm3k92Sk9UnJznhWe09K2vGq7KsH6k+Y8yey"
    "6GWoseGlfpEK6/qNSmuvv5IRRCM7yPSIBZFG2AYvz6Cbw7jqqHw5wRbeRxblJpPqJtz3zD"
    "efr0KVmJehvjZ0pwfniRDXt+AvHVuHQzW8E6nf2uDEqdRhh8+legzeoliE+qlyM3UYIlNM"
    "bfD1xPJhLJR2CM3RObU++YL65GoiZe4n+cw8Jdi5SOXXb45LOXXKZvlunepinKO7s5FNTS"
    "NYhsqfB8Tl9KlAf8NTAVi2DLUqZeH/WOBhG5XrjJ/tXwaDk5N3g+OTt+9P37x7d/r+eLnG"
    "pC8VLTYXV9/DehN7E9LnYJFNpcpykxDTxoAy9hY8rYRx2F6DWwJceSuHL8OT4hD/7e72Jh"
    "viuFRSy6amQP9DNuWNrSW9b8czx1RHEeDLIajDj+B+f+3tfn0HlGLrewj3cnmPjMSHjMUd"
    "OrhIDAtoEMQyZm7G2s6YTbCTYySPyiX3VinY1IAsv9nx3np7ex3D/uIqsXLf/Pzp4lKyGz"
    "UQshEVOQu6Dq/IX4M6bmyESL1NjY0RWe2VrW2NrX6Nta1R2xqLbY2SVNtANkkv3+i4atMv"
    "YX00zLD5BnbIUDTwBPEgqptyPiPWGVLh1RC/jQ7gKkSnUx74hVhIObL4weDcJY44zHGkae"
    "xeEP9uL5R/zBg8iafUmYHDCrqKh8BnBberQHVzQswn2Te4MTtMuS77j6Ptjy20P+ociTvR"
    "Vt2ZJ3lBJWtARKSDBoH64/XN6PJe3qobE9NG3f6GRt0XNCu2TPdoeinx3IonRUuBDi4jg9"
    "OTEvjKVrkAq2sJB0SPPlKnCsQriQ5ifFLqGO6k4BTuJH0I16LkASXQ19kD9sV20bbNoEum"
    "i5Zhu++WCz891p0cqavMCgvxBv1Cm4Xf1FBH5LRamQWIlJlPpKah3JjmzLPQHHMkd7SJn5"
    "rOv8iJBNqSXZkCUsNB4QNq20gwiK8hZ2jEZvKy/CjV+gx7RUN3enDCiKLRwjdPkGeHCCMA"
    "JCzncKBsGnBdaa5fZVRwOOyj09DY0Vdx2HLeaJOFNlm0FmZd1kGfK+qyDpqX7wUvb90r3C"
    "Vi3jZw95yZfybKWX/xQX7MIuax64W83AtaSiissueIkEwI0gitIgEgQxCXeNvklUQMiTl7"
    "FZDjsH+k+q9WAq3B+2jG3C7GDKNWmTDHhDRfXsuXN3TG0n5Ye8KZtD6U/2p1Vx/STFkzZc"
    "2U85iyQj2DIYejkc+M4QeVI8T5WGqa2S6aCWNaNeYpKtPJs/NSR+cFJ+cZNFMBlh2/uh7o"
    "nPjV/Wf09UOtAuqrYLwU6By4g9My+pJsVeBnk3aKDE4BK6umKcEOrhyD09NSiJ8WIH6aRN"
    "yi3LXxwqi6SiflOoj3aZnl4zR/+ThNLR8jyqpgHDR/0fKuzQBbDtkiaNPFuZ6obVeK/F1J"
    "6KjfmO5dR9TvhM08e2EAbhnGEWLSKbazhyUhmRwbX/Qo6KJTBrCPlx+uPp1fH7w+7g8SQb"
    "7hiLxJzXvKDfwsSQb8WmPMPCM7oWNhqHVuHzrsukLYtYRQYA9y9lVyxk6IaYf39Yb1EDKx"
    "qBZbkJTrHtYnZYrTn+TXpj9JlaZ3PTamcllwJ0xUYi8pwe6h3QgjD3ETk9l05FTUNzOFNf"
    "ClgOez0fLRDEGrpfTOFO4e8K/flgnSS57ORIL03mZM938TU+Sl/8o1wabkOpP+q7YCN2IC"
    "p3CVkU2KaWCTwHqsGu8I2+9Qk/ddeHajz9e/KOxJPXMsNfhnsq8gTwnn+JFwAyqUVME6Jb"
    "hDyAk4nTEnA/TYlZYGpO+Vw8hOzxa66y8imHCldi9HMGPUi6JTYmLdo5INJIAEyIgDP36T"
    "dyxDXPvftdn/Tg2YXydDkKz0kgWpg9OyHQou3kEC4ZT/Vr67UbR2qV8BLWOoKpRhhixXd3"
    "5Pe3jGmOffFT+VXZU4rq1mdVexSpU33BysREnFLqIVraSxOVCRoh0dBimR8G9ruGLpBvdr"
    "YykHW0bOgS1ASyY76OJMS4eDbQ5YMgiti3iZbDolzrab4ge/l46DZNj0ads5FSB1LXvqKl"
    "rBQcK2q5XfS8dBMp6Z2Hoz9Lv6hYnOTin/BGVLnO5VJ92GqI755OPU5ekEdpNtXzrWnC9j"
    "G+CpY68DjDq90QFOfIK9OoC6g366ipRHarC8fCZdtrrgmUWFIamhR7edTufQ1aXsqYw9YR"
    "/1YvnCEWGodGM1GBIgzOUz9HgPHXZ1fo1sZj5xQ+rHhD5nOdRWge0COus4UlNsZeU51yj5"
    "KI3lOuVYcj7JR5ZsqqaJ9Z3qlU+o+2fBjZPMIp0asyzHmnom2Se/u86jtf3U6jpSkIm2rk"
    "k1666+7OO0/YbYZYxU8KMBmZK3wwjyetxBX10FSnjBqdb2WN0HXXUsM01cL3SwvRDU5DXN"
    "rfOwv64C5jBBx9RUUHDDxJD9bTvYbiI9dlSjjoG2U7T2fo4ZrkfGRK5EW3vLRJH7adlplz"
    "BsMlHWJ2JR/B1VgKSyZa0u9otSZk2hmQEBfy+YOKtqqhadQLRf7NCcn06LfKnkQh4072Bq"
    "lvclkH6fC/T7VFwGcwQ4TCiIKgCclOsg0vUHlHP6nwyQcx21w+Y6c2ZGIOJ+BRTtFuoORx"
    "RhKFxjgdvzBlEuSWEd49K2GJcKsRVNMtTQSzKDn0YcKPPZadRXs0zpsaA9mslZ4yHyRTa3"
    "F6ruloulaiHO1N/htIN65JAQGD2RBXKlQCCurj3JmQcFzmEN6PcSk6bBWz04gaNcH8FEOF"
    "Ql0Qk2J0G/sgficlUnwcTcxBZRVc7g84Hfoo8m1LKI00fUOnxw1Bt0pIq4Q3jD13A3fuQu"
    "EAwIV/XL/FcbCjeoG0GLkiUX/ttbzYTohgDNyBepJwbROoFkMAeCdy5cL3qqsRxc9UGtU5"
    "FeAzcvP1+u/8vgL/m5xpuEzokN3wXcZ2q+Ra5SpbMRN5CNeMSsjAS593I8cvIvBu07QeuL"
    "NsXLv9/H9sNUAsBYAfCweTIrYCIB4PIdqZCIbiWkM89VyDyn1YD8NaW7agCx6GaDHhPU9L"
    "9t9D8WCKzqOmwyyHFJPcptHmVwXq+cpisu9IJJuo5fmvFFA3dBh6pWnScm06EkEPWBulJ8"
    "ykK6ktCAZgAa01cr5jvUsOZm5SOuvTDkMlsJ14SUBjY3j2QlWGMyGtQ0qLqMnC4j9wI+Lf"
    "2qZeTSC0ENoJaObW7ZIlAW1djqtx5Xd5U8YEtgy6ch2FNk4zSoBLRB4PO2uJaLn95XUFd8"
    "vQSiSl+qAdPyWVj2FdaoZhkDVj4Buvn5+rqXSWB3t2vtKbAJzp4Dbf6peRzyrQOYOzeRU8"
    "YpnUVo1+7BUcjyHTBCRNc6YazyY6z3xLh1CPLTx3/FEciBbwFe+kwcBPc+WhkgkfpXuSNM"
    "D5XzQczfoo4OM7wZfltS/KCn3r/K+izr4/UGjtf1KWQ+9N09hQwXmEqvVFxIWzO0fUjbh9"
    "pBapJUu5J9yFwR4Z3phvsKbHwJzMb2pfx+VVTLL8Tj/m/PYJ+xFmsIqB8j8+w3LusN7CCC"
    "PamaeSgQ9Dmjb1hDzJN/jwmxlJttH809KuRd0Hwi/wFvWrllTWQj8HQBd9szeQUL+UeKmz"
    "Z1oweHY2ohqJCDhsNATBKc4RBJZktt+eWK9cgvD8CVF3o5PEJAFJRrb9A5uAgDsvItYB5H"
    "8GAPDlDjb6DVAj0yNKdiokSoINNN3H/BbVhNxFHEvKa9W1u2nRXR73AEywavhe074d3adK"
    "2s2GtRcuLGZDQjyzpYpqJaIb2lQPfKIb0+LldurKjeWKrgmPZ436HHu8CPGXbSv93d3uRF"
    "4j1mFSy0qCnQ/5BNm8vY2/t2PHNMwBONZtQW1OFHcL+/9nY/FIBP8VAkUe/HbRjQQXIo/M"
    "QIM8+uNCBxKT0stQ/LigZXtRDGJTtoIdwTi2Apd2ZtCM7f87tlCG5JpHLo9ZJhqog4xOTb"
    "KKIlQBpNorODiNumwl9X/XKT+anfm7pBaBpbBjdoO0TrlLh8O8SOlbrWrfDNa3XRJ0vhnK"
    "/cJcQ6gbbW8f60yoTW8Vo5LGIym44cTO3KQ5OW3Gp4Wmbt2/U4WGTKAMgqO3FUpnsW1tNS"
    "e/FpwV58mt6LoVRQVZijMhrmUjDPXFUprnKQdEruBeOkW8XfIwsFmzubgZshqeFNwrvUlk"
    "uCumyvoUyluUnaBSp6G+pZmgvtMyVZ2fpzIV2211AmodSJr3o7S3zFCfbMiSEyE2PnW0IS"
    "YruzhPTSWt4eGT/0uU7+ItKtcx3tiK4d0XdrF9neEb1MuGc0JbGO98wpeIXrqHUVnLve48"
    "cOzck4Zd6+dH0AUtdq1+/gqB/mVf5pfzDr1h74G+HxTL2H/r9FE3rIW6TiUuMpsv2HjSS2"
    "0Gfdbdq5+6jgrNsfu9In3cFQd+HkNVEmpozN9yTf5HuSsvi+VJK81uHcLPl8idRDbYO4LA"
    "Utk3voRR3gFJHI3xZDnrF+X1xym7o3xlDXCaedztjwktvXM7ZnGWcTd1Ns2/mm31CoS8vr"
    "yeDd2yW68KEI2LtP59fXrc7Cv17v3Ok07q5xTLMUnf2ivYhqo+Mus19oKt0FKn2PHz8oP4"
    "EMHr28VkiiwYDq5y8rxaB7P7A5ko+zQM+UUygpBzkcuJ+GQlWXM7HnLSAnBX48Qh8m2JEP"
    "jqij8j3Ivh2OfYdSAaknTHXdLw0X2BtiCS8avduDA5ZjyJoxofJXoiD5hyqDFzRR7pt+Eg"
    "uVWmOOlAiVE0Yl3BijR4/NXPm0iDwT+SQgI5vkZ4ELExmstbSFDeVbzbWRrVU7VZGWohNb"
    "NJjYQlswG7NgqmWmEoHVHlX51PWF2ICfqD6LCyxT2BcwAdVGh5XqsFLNAnRYadvDSnWyIB"
    "1ImuWz2vWIRR2hoSM02g+tjtDQERo6QkNHaOgIDX0IrQvBb/32tWiIQ0x0FI4+EG/7ua2O"
    "wtmrKBzfSK2DcNZjpGNwqh6K5ITgxKbcuqOR8gE4qoicfCGQSzzlEhCp0tFHY+Yt/QvG1B"
    "bEL5oRdTnILku3dY+ZHgmrOsllo39WBYP1iUSbCEO/6ERCH503dXQeq59dctrGZDTjXc94"
    "d1/NvW0Al2W9Jcq5v6R7Ql7YT5zZrN2LGw/6CSacjvnRMT9tWFd1zI82t25ibtXkpL51Sh"
    "s4tYGzVVSvUsSPZtB7z6B/kntDL4M7q+8LWTPsKjt27W3KCTcy6Zu6RZzu0DAOJ3Fbbfxq"
    "02bSL1AjgsiuNLL5Ph0RkU4YwXbt3KELXmw7LM0UvNCevG0ZCps+bZDGPiGl/SW1V+/OoO"
    "UT7G0wZZNiGljt4/tyPr4tMoK2jSN22AyqvU6116k2ymqjbBuMstrrtB53SqUKbQcQGE6v"
    "ZTcdmo4ZjH17jO6gn66CVFMNAQlTx3yXmz7KUG9eznFG+FYWH2kYyzWgsdy/cLRS6BSbUA"
    "vgqeInBvqcoE38pl90TqB1wz+hbhh5ZUu+TxEJrTdo9xitibWDsPS3Sogb+FBsCWnoitFR"
    "SCMrX9scY3wdJYdOLhWYNXxypTCtD/I6R1MyHRHvK46UmB+TBd2cIY+4ihD4VzgaLRBzSC"
    "CA1FGI/MIk6UCv2nqtTms12dRksxWrkSabmmxqsqnJZhvA1WRTk8002cwr6bkyAq8hmlvm"
    "EoA+grh/jzgWFCCYYD6BXkvmDljXQ3ap0GDCla4TGoxgY77ZkSminmmL+2j2q/MRdCIfgV"
    "Ys8qHXioVWLDYtPqs52/5ytg9+OM8vlMyzeFv0ciF3C8KCjGXC4mr8DcSI10dsBAXFVJIm"
    "Cy/OJB1bmvagicrcxOUjwlUk1wCOHCYmcnyKyV093RfWrfK7DkbYv596JLwoJoTQoB+UO9"
    "oZS7ugj38WovaXweDk5N3g+OTt+9M3796dvj9eLn/pS0Xr4MXV97AUxrYxXfbqRctexd65"
    "kpt7TEZv7zk56rMMW/mTdiXRwWn7vowe8j5fD3mf0kOCJT+tgGSjGzQv0jr2EOQCUEFraE"
    "/xsM/EZV5mdoHgSiEv8lSb5jMMaCPNLo00kqGxmWcSH6MKK2VKsIMLZv37/BK1SpM5IaX3"
    "+oy93iOYs4wAy6IZHEp0cOqelqrIdlpQke00XZGNCyxmGU70+RivJJrCOLUY95jrx8zu4/"
    "qgDbv50HfXsOtTq6o+DgkpvSusN/CGkNVg5O24r0NicrXJ0Hs+s6i4dIS36GWoMpGr/SJ1"
    "BkM7g8iGtKw3KNhhoSc53MxDWGWuOUPzCUMWteT/WCDB5P/UnAT22b78RBxlpZ1PFtmW3a"
    "16fHAenPsJAVEG/qTgogKAIMqRyVxKLCTHmClzMJiQuf+nzR4RF9S2kSoIjTz6OBEIj6Gs"
    "gFh19+Bg03c5ld3542+hA2gw9l8X9EQWcE3AM3GinhZG6zDPypzQ9cCLwJNXl0pE8JEGWZ"
    "m1HrgrPVCNuKE+VaB3cakO0uj6j+79l7wiyNlhqc1x6N3hOyiD7yAf30GqVEN8QSnvfRIT"
    "6+BUrl9ZWS3W5dfjmIymrHtryMioS7o3ZgyLCEztNML5ORJXEu3Ikgi37UyWxP2yeeiiBb"
    "WYPHzmWGnriIpstHO0LANOw7YOBdfuDB0tA7esnSM6qWJGDvkA6Obn6+sXC0HAnM+ZZ30m"
    "Uq++Z0/E6WVFI6Rb9QsDE4L2hgcCUjWXEqVjYZWM3Oucp6+kyg+i3yAmVydEBUd3P5y/Gp"
    "y+BWsAl5AS6wjdyQGyCdgk+ohPmCde2fRZXkiZQertWh8xt8u0oIbTgMiTSgpZTKoeYvuy"
    "MMeI7ds3JXjt2ze5tBYu7TON0kdH9fAo8sWlkHp5g7SnMcnukec9GeQQpHV5Tzd5sSNiOq"
    "9ty8dXB7hvTUJ0gHvTAe4vowpd2Mx86mVoP/6FfpHCM4ImJTWc4VC1Jt5wiPy/LBR+Zw2H"
    "Z4hgcwJaiJ+XH409NlXHpQz0DEQdZQfk6nAW1BFEniHBbx++SOk8Td7swXEIVc1M7KAp4V"
    "wCi5iHRmTsURLUjfc7OoCn+prjMRGLo6l1eISi4UZSVSRS4UIupl5+5FDwS+B68AOKI4WC"
    "RsFUC6R1Hs22raf9AqVOaxv50HdX24i/uCVfqbiQZisZZ36RJbAqrpoFlmeBkX1KE8EiIh"
    "ifWuuTHYW7vga2FLBtLDz7nSKGfELdLKYduVpIt8fLdhuEzgPJhMxFfrJLDq6OTLJaD2Eu"
    "MTuT9BhaSL588ND71pZC1Prr2bcT+jiBvx56h0CX/RnRV56Oc5ai3Q3f78HxiPwIxFz+bs"
    "i4JIk6c+U2TAVBFvWIOsnnQMwdJtBIknDJyk02VY+Vm5epiE0Hd1y+rkHMxTZcOpGQSRIE"
    "6IaQ+u6g2fou2TrM4yqHL2H7zh27DMocuwzyj10GqWOXNsZEZTgRuX4CuN5OUNZxUVrdrM"
    "VJKLHvlHUUSohp1SjTzTTOGkoHncXFNLZlos4CzLR+tD7sLD691quey5ddg7vW1y2xLrZJ"
    "/fzkH1L0MnTP8FK/SPEMDjlK+7L5qlh4NnKELuG0hVOLBHFuXHmesbkDYXSLs1UAncALDh"
    "F5NokcoijBCQahLO+2Zm9WUV3kkgku3y/5XNSlkO7O/+z/G4T6GaOF4beuU5lM3jL2PKn7"
    "L1v7T4sVkdOKZ5t2vn6B4slnKmq1knq0EtlIP2qZm0pCMyoVz/K6IJ7ldTqeZcSsjDRc93"
    "LS5xwcBO07EeRWpO5c/v0+pumkolWW2s717c33YfNkCIvWRLUmGu48FYc8IqYd8NrsgJdm"
    "PKmRvmDMJtjJCxDMkE8M+Uh20NRbvfxmt+N8cXt7HRvii6vkEvrzp4tLuaOpsZWNqK9tpO"
    "0ReZxvs0GIdaHHocI4EItutr3FBPVqtw+rXfVBjkvqUW7zKCcV7dIW3riYtvBmrJIxo0VJ"
    "YGMyGtX1dvM8JqbtunG7bmxirbeYF9ArjWzyOCK+FrbKYj4T2ebymVhnK5ctSodEQGPwgY"
    "L/IUJB/Q/xCSo8G6zSqgVEZrsccULA6Sn82lpVOobdjfflFT/jXHZIRHM3e3BMNp1ChMQ3"
    "YSUUZE6w80i4XyEv0YlyBgP/Lkd5hAlm5waX/6YAVa+B6qE49kE1CaaTktNxD23bkvoFBm"
    "1t/suHvrvmv+hLW/KFiopospdBoZeLXzVMNYEuT6CX+5JmeUUsLzqt1tNnf4/XoJYAtY1x"
    "DgD73RO17SzuvLpYSKBVnDSHdhtEOSg5SWihQLPHxuDbcfBEXIFGRHl2DIfQPT/y+x8OD5"
    "f81HcjYd5CMlwePmVudEON93lwpDjwbgg2BleVqdxeXwGhZs4rX16SaeoWlJUOA/D95y5k"
    "yMufFoaja3bcpv2miB0vh660s0co0AlfhB34euhMITpTSAt295ZmCrn3/DCXHzCfQD35jC"
    "0+2aRwoxdBY5WHTrZuoPrdb6rwfXJD1NvWLrctDztPVU7IguZ6Oc1Q64N3qiwBCJp3cPuv"
    "v3SES5hrZ8Q55E7UlYCeqhlTVZ0SVIEzbL87NI+TUB63Bz5uSlKUQZVshvNOwEOJBIBjEN"
    "nDCVkA18fbny+uL9FPny8/XN1dBVnzlyZtdVGpw0tPrM+X59dJV2M2dWcbHjbERTt42rAn"
    "pwu5njopFeRlGbPSVwrocqjPlODKyqxUP1HWDFkz5E7QDr1v6n2zldjvxb6pjaF/HmPoi2"
    "6pe24KBczPHWwvBDV5FrOLNyikduon4ljbcsVyQ3+8pSzCHDKuDYeRhXY4/EZ+YWFqL4ZD"
    "NGHy1/lFajEX6OQYWXjBc0rn1tu/Jp3tIp3BsbXxTMm8kp0mKfeC9ppWQb2Cdk7Ik70wHj"
    "02FxlleQq4aEpyl5y0KXgbJqSCCWwbNn0iVaZxQkpP4tRRgwIo9OuujGxUUIObMo57DNJw"
    "bLL4xuU0tKl5q8ISKiObFNPAphcE1wjmXwaw+eV9k3LtKPIL9+tMkV+AOAjHqToyETE9ML"
    "UPjNKLqgzJUkAPRu2D4RGzetqLlVBjiS5SWuVybPY2z4U2EmsjsTYSayPxn9pIfMMEHVMT"
    "Bz87ZSOOXe8XmYidSMsKFmIQMwkUycAray5s6UfoHD16bOYSCz3JsUUHyhDSR89MEH6Ing"
    "hxOWKyi5kD9DAMe8m0E9d+lwdHYO+RiKBKn0PmSBWSR/9mkpMgKtDBcBiWlufDYR+aEC7Q"
    "mHpc9KFWn7dAlnwCKvlMIDtzkWAPznAYw/Lox5vbX2+M8w/3t5/vfFO237HJZo4YDoOInW"
    "hP8sFxUOMPnnfKngkUVVdfSEL94BzIB6QczT0qBJGgPMqZi+ZUTCQ+8FsolAEcDn+fSRQM"
    "wGU4/Dr8SOUHBNMEzSdYyFbki0k8F55ENeCye4w84tqL4AsVMRQYW/owFv6DKFYPUPlQ8k"
    "M/720wVo+MQOZb+XQCbiOfNkg99OCEQUjBjdGY2TabwyEAghxU6OAGBgyCmfy+Vj90ROS3"
    "xL+Pf9fDzQqupJLmbhOitCY/bh1Jb9fcAobYf5sBEyPxsd6ft4t7rCYutAvnrY4jaxWj6B"
    "ec/IRDV9aLPGzfRTfyQRk38kG+G/kg6Ua+3JeqaP0xIa351675R/b0CutJQmp32srrVi8s"
    "0WiU2G5TPiolJrbDOk1NzeemCzSt9vHyszcms9HcbVn2yLpnr02zvG7zp23YvnPzdXB6Wm"
    "LCylb5hdvgWiLTra8/VAE4ItI5jF+/KRWu/qYgXP1NKmQtzsTLwhyX6mAViNqX36WOU371"
    "jYroxTerQJpO+d/lcwGdyS//VepuJr9Qj62sZOmFMn+h1HnGd3TUplM315y6ObU07A7Ylq"
    "0KZXGNroZtPcr8ySNj4hEYpTWHmpGW/bLHm4a7FCpdblIdLoaHj0jMPIdYiI3H6MBhcEjn"
    "n0mpVhQOHA+zykhu1klhOj6lY+nkQ/qsoxV6cf1nHcSBH56Bb6FHXURK146q4FOnXa267W"
    "q1JxSlpc5W58Sj5iSLkQRXChkIXrXRaVX26XUu2vuficcD17qy239EpIMMoJGDHnipKiAc"
    "NO8guo1kJJZ3FJkWiXxnkojI7l1JXsY8XpvTSIod7HIz++P/mfwuww=="
)
