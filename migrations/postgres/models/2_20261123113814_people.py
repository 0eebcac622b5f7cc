from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        CREATE TABLE IF NOT EXISTS "friendships" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "pair" VARCHAR(24) NOT NULL UNIQUE,
    "status" VARCHAR(16) NOT NULL,
    "created_at" TIMESTAMPTZ NOT NULL,
    "addressee_id" INT NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
    "requester_id" INT NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS "idx_friendships_request_09a370" ON "friendships" ("requester_id", "status");
CREATE INDEX IF NOT EXISTS "idx_friendships_address_39187d" ON "friendships" ("addressee_id", "status");
COMMENT ON TABLE "friendships" IS 'One row per pair of members, whoever asked: ``pair`` (\"<low id>:<high id>\") is unique, so two';
        CREATE TABLE IF NOT EXISTS "messages" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "subject" VARCHAR(100),
    "body" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ NOT NULL,
    "read_at" TIMESTAMPTZ,
    "deleted_by_sender" BOOL NOT NULL,
    "deleted_by_recipient" BOOL NOT NULL,
    "recipient_id" INT NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
    "sender_id" INT NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS "idx_messages_sender__e17a87" ON "messages" ("sender_id", "recipient_id", "id");
CREATE INDEX IF NOT EXISTS "idx_messages_recipie_3a5f48" ON "messages" ("recipient_id", "sender_id", "id");
COMMENT ON TABLE "messages" IS 'A direct message. Each side deletes its own copy: the row stays while the other side has it.';
        CREATE TABLE IF NOT EXISTS "user_skills" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "skill" VARCHAR(100) NOT NULL,
    "user_id" INT NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
    CONSTRAINT "uid_user_skills_user_id_5ea614" UNIQUE ("user_id", "skill")
);
CREATE INDEX IF NOT EXISTS "idx_user_skills_skill_639dff" ON "user_skills" ("skill", "user_id");
COMMENT ON TABLE "user_skills" IS 'One row per skill on a profile (kept beside ``users.skills``) for the directory''s skill';
-- Skills already on profiles become rows for the directory filter.
INSERT INTO "user_skills" ("user_id", "skill") SELECT DISTINCT "u"."id", "s"."value" FROM "users" AS "u" CROSS JOIN LATERAL jsonb_array_elements_text("u"."skills") AS "s"("value");"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        DROP TABLE IF EXISTS "messages";
        DROP TABLE IF EXISTS "friendships";
        DROP TABLE IF EXISTS "user_skills";"""


MODELS_STATE = (
    "eJztXWtT4zgW/Ssqf1m6Kk1BIMD2dk1VoGGGGR5TTaZ3aqanjBIriRbb8lgOkO3t/76S/H"
    "7GBjtxjL4llq5knyvrPnQkf1MMoiGd7g4XzvwOUYqJqXwA3xQTGoj9yCruAQVaVljILzhw"
    "rIv6kFVUqVtTlMAxdWw4cVjhFOoUsUsaohMbW47blzIEFM9MpL3HJhjb5IkiexeM5ghMCH"
    "nACMyJrlEAgQ1NjRjAIQ/I/Bcgpr4E2KHg7qfh+/7gCGAKqENspO3ybjUyYf1ic9ZYDwsT"
    "/71AqkNmyJkjm/Xz51/sMjY19Iyo/9d6UKcY6VoMVKzxBsR11Vla4tql6VyIivzmx+qE6A"
    "vDDCtbS2dOzKA2Nh1+dYZMZEMH8eYde8HBNRe67inDx9u907CKe4sRGQ1N4ULnKuLS7g2E"
    "1xRVvbkdqXfnI1VVUurzJSJ4e5cmbAQw1bNbpeLpZ/wW3vf3D48PTw6ODk9YFXGbwZXj72"
    "7XITCuoIDnZqR8F+XQgW4NgXEIqtCaOod0ngb3bA7tbHTjUgmU2e0nUfYxbS/MBnxWdWTO"
    "nDn7e3RYgOmX4eezn4afd44O3/EOCXtN3Zf4xivpiyIOewjzxEYcChU6aZg/sRIHGygb6r"
    "hkAmrNE931f7wEeP9CiHw45awDevaA2i2bNTyVF0A/urw+vxsNr3/l3RmU/q0L/Iajc17S"
    "F1eXias7Rwk1BY2Af1+OfgL8L/jj9uZcwEuoM7NFj2G90R8Kvyc2RxPVJE8q1CKj07/qox"
    "bTOnq2MGvtBVqPS65H6+t837ZEyT5IhVpeMMOoVjJOEYnVFmobXuEajBQ3+9OHTBvF4Uqj"
    "e8F8Cuaf/IKWAuRLdkfQnKAMUD1v7DevmS0D97s/evyr4atqw6fAT4oOKvbs7ImR41rx4d"
    "3Z8NO5IhAew8nDE7Q1NQY1LyF9krgS1E0XGX0jeQWacCbA4U/B7zmKeoZv7Gsj3ynmD1TO"
    "Gc7HUrqb7XI3uU7F7wrOZlSmHldz09NlzNk82CvhbB7s5TqbvOh7yiDx3+oDWr4EaF+uc3"
    "59/VAjA2K9CsaBQOfA7Q/KRE2sVi68oiyOrwUpfSLMBlWNUFOCHZw5+oNBKcQHBYgPkohr"
    "mFo6XKpVZ+mkXAfxHpSZPgb508cgNX2MMamCsVd9fdAqypqALYdsEbQpbOkD1l2PMg7vz3"
    "e3N9nwhhLJgBtPHPA/oGPaWHSmfJwuzAmHEYwXWHewSXd5fz80pYECwDlCseDbx3nnevh7"
    "UgVnV7enyaiaN3CaUMecLGx9qXLcMpIhaIINqGerJSGZ1I0ruus1UUI/nolsyxxToIhP52"
    "eX18Ornf29Xl/gzvSB3ajO18hhatxjqsJH5mTwp1WnxFaZGXxIQ35KiI6gmRPO5LWRAH/M"
    "GmnqjQiurBfz09vbq9jgP70cJYb8b9en55939hMa8YOfUBMMQgfaKkUoI5TMn+UTYi+a7V"
    "s2xptOr/uQOUu9ktOSlOse1gf9MiFPPz/k6adccptMMZsWrDlxKnkvKcHuod2IR04X4+DW"
    "VAdn5ULzQc8U7h7w+0clcN9PrhKEsPOi1DD/D5o4DMqFmbF8k5sJTMmtL8O/1xTUtSQFI2"
    "vOc77kVxnZpJgENgmsTaqZP7/+GgNKAxljdxLaxkmBOtBZZMSUBfNvILFGkCELJB/RtoK8"
    "XVyJtSZcu0WVSC355q9QRl7BCEsuEdF6khe/fEY6dDzSXfZacIKZt2Vpybwl4fhrRAwDcY"
    "FXAXXmttJVkDxv7ZUg/eq20nGQ1EfioHqQ+kKcbaSqlULLdVNfidNINNJtiOoYTy5OXR5O"
    "NrKI/doJ6rNopKsQTW2MTE21Ebtl6lD2Y4KY/5uRdK2C2YVolc6x9VZwoygrHpeYRTEzmN"
    "MIZ6iuQXbtNtd5tF4/tDqOlFh7Vvkum9fBxGmVd7ytLgHVJD/1GmkYXmABSIqkGhb2ipiq"
    "Bq+m8sWNDfJVqzKk5O6dXvHyYj6LFT1nTGYFnL/nrHxUFxhRJyWQPskF+iSV+SOmwwyFC1"
    "EFgJNyHUS6/nVciv+bAXLu6otfXW5YyVh42a6U9XqhfrM56ya9Fj8tm+GzRDK2+R5LNDlc"
    "Zq+5Vx8QE0Dgpm8AsdlvLzcIdtAza0JfshoIkCmrg4DzRN5lbSt/XWOrXaRvSoiin2tyN+"
    "jMsaYh4T2z/1wKPVu2v6DgNeTB6Y1m/1VURGWGk/gjXv5IJ36GtOZe5N6kde5NGhMtY7vM"
    "iOkjh43t1e+Et1E0LZ//PorNyCk6cDArX93e/OhXT3KEE3Tg4B2pQEsNhSQPtQIPVXonb8"
    "U7yVq1q2Qr4kIv8vXbxhNshrxWCdWYjAQ1Dao8QkEeobCBxHKv6hEK6YmgBlBLr/W3bBIo"
    "i2ps9luNqxWSaV4JbHlazpYiG7fWbTr1w4c+Iz8R0Up+fiLKy2p0OSUWxjeVHgjbpRM2iJ"
    "vswMuthCx5mYJomZXuFaQgHOxUY/AHAp1IQiSY5aV2he8X7ArfT+8Kj95ZCuf8XE9CrBNo"
    "rzvl48BZpe34fn25Gb9YFS/YjO8SFhZ2tfMR4lJSLbWrRUMG4fhWsQBRme7t62zkZBBOqa"
    "0Kc1RGwlwK5oUlCN6V93mm5ORGz2S+TCNP5svAzZCU8CbhDaK0stwYv76EMrX2lIxHS0Ka"
    "kpPQJqF9xCiLLZwLaVBfQpmEUq5GK3I1ugVOWXdXo+UKn1zha8GKySsOSd/czvqWhY7ltv"
    "jCWQ27mby1ohGcdWhMxp04uac+B6U1LE/ycZW/QumNupWLlKqfqK53ofLP6Eo460L5q5Dm"
    "7N5sZEVYrvq1yXL3ilb9XN2VXvPzVN2FNaimz+ffFAmydTg363xugrPTNog7Q9oRjkS+Wf"
    "T9jNV2MfBt6jaMfqzjD7ukZZTma53m6xHqi4xs+Z0BdT0/GekLdWl6PegfHwXo8j9FwN5d"
    "D6+u0ukxabEkxby9iMoE1Dop5tKt6oJb5fH7MzyqkPmf70xFjhOUROgKHUgidNttSZFPKY"
    "nQTROh5W53SX1+ixxbye2S3K72Qyu5XZLbJbldktsluV3boVyZWtt8Bkhyu7aK2+UmvyS1"
    "6+193qL5ZGsOsSs25FalXMvTupRbEwH2QgAL2YBJ8SMr/YMte2BKbPcAS1YwZRE1qwNNLb"
    "jEg+v0IZm1tJi5dh4eW1OWUxae3yLzp21yGHpF+VNJKWuKUraZA+Bah3KzHu/6D9dqG8Bl"
    "vd4Sp2ttctkzj0wW92xW2uLGqWTegJNMMskka8O8WgeTTBqq+sasTHbJZFerzH7LjyrdVl"
    "hb602duZ84+oLRU5Y7FS0u9Kf8TyUFC4bVshtcDNk9QMbiQx087aDB5QcAgY0ssYIjqohc"
    "BGW3yEsB1DQKTOLMmYaKUx31NJ/p6D2wkSeUOo7QBN3+xC3B5eucv1M8eyv+3z/7/YOD4/"
    "7ewdHJ4PD4eHCyF5iAdFGRLTi9/JGbg1409F7tJfqaLJvc8Ot3MLuxf1SGGJZcGozwwo6S"
    "2Y3Y61HSwYnJSBcnh86R5dXkD9pQooPD9qRMUu4kPyl3kj7WFWaQGTnjIBtdr3oRzWALQS"
    "4AldMEstzuzTgz3ufIM/yY8EPl+S5M5Ivom/nSqsz9NJD7sRElC3uCXIwqzJQpwQ5OmPXb"
    "+QC1SoM5ISVtfYatZwEkzTpcvGgE+xIdHLqNHC1LHegsMrgV+RiHEk1hnJqMFWK5FNJtnB"
    "8kkzMf+u4yOV3XqmqCOyElrcLqJLcPmUx0r8rIJgZXm3KyFzZGpkbn2FIyQplIaa8onJkG"
    "9V6Qj7Ugtjk5zEDGGNm0B57mBD1yQhh9QNoHcH/Pa9zfg52vykedCWHthw8f53g257++Ku"
    "8ApsAdEj1ACf/KcmGCtoH+vpo2Yn+pQwF7btYnwCYgFpvZsIOAhm0ktqNRMIGmSRwwJs4c"
    "jNGEGOK26Es+Cu31GIwqzzuocSMym3N5MwjV14OMR9cZj/JxXMXB9OvX415uFtqYb9k/LO"
    "Fb9g9zfUte1H7vPW37FOa9axwm6cFLD35rPPik3SlpFZJi0ofPzOzEvYbS4VFcTGJbJj7y"
    "MJMB0uoAKT68VtOBgpddgrsK3OS82Kbw85rdGBSvYSr29It6RYGn4VYqGXUOvVAMeGK74B"
    "xO5oBijQVpAhIKMIvhyJMJJsRafhAkHR43siG0pCxQxDoS1wiP0FzBOeRCaU5Q051VDBcp"
    "8wSD94vdF7Yw51C5/+s9wCrZeqxruQWrZRasVxBA0sU4+/C+gjAnFOneNwblKVbbfoqVjC"
    "jzh3p3I0pBiK6u8ohYDfpu2cy2Jer1MSnUr+tPaep4qbrORlrThUclZcrLU5MqnJoUQTBw"
    "/16uhFgTUg8V9JD0vUvnd+JiMr+T9UndaBxTEtiYjER1ddYsb/6WWZ14Vic2sFbnywomZY"
    "lsMhkZnwvblC/j0N89YF1XMjJmYWGvKGcmtl1SXu8FZA0hB4gJILBsMuUpqp0HZDlgjESC"
    "6v6eN0933fbv798FJ/242TBiL/9B3VZSGbOG+vlqRg4Y4hk3g3mf7/khacR878qDCaeu5G"
    "+88/fzuvddeOBQ8Gj+7laZ7WqT5ekVZbt81ZXOdfkCnUjFrCHVJQ8ekAcPtMDCv+KUzSaN"
    "+xDZeDLPsuxeSaFZh2EduaNsm17nIpP0yHwcXG0nTkSkg2apPxiUofINBvlcPl4WN0v8pa"
    "qAsFe9g+g2YvS94zrSCOd/OyQisv7Ph2wm517bh0I2uj/6+/8BUSOYcw=="
)
