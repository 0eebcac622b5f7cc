from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        CREATE TABLE IF NOT EXISTS "data_export_chunks" (
    "id" INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    "seq" INT NOT NULL,
    "data" BLOB NOT NULL,
    "export_id" INT NOT NULL REFERENCES "data_exports" ("id") ON DELETE CASCADE,
    CONSTRAINT "uid_data_export_export__f0ddda" UNIQUE ("export_id", "seq")
) /* One piece of an export's zip, in order (``seq`` from 0): written and read one at a time, so */;
        CREATE TABLE IF NOT EXISTS "known_devices" (
    "id" INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    "browser" VARCHAR(64) NOT NULL,
    "os" VARCHAR(64) NOT NULL,
    "network" VARCHAR(64) NOT NULL,
    "first_seen_at" TIMESTAMP NOT NULL,
    "last_seen_at" TIMESTAMP NOT NULL,
    "user_id" INT NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
    CONSTRAINT "uid_known_devic_user_id_7f39a0" UNIQUE ("user_id", "browser", "os", "network")
) /* A browser and system (by family, not version) and a network a member signed in from, and */;
        CREATE TABLE IF NOT EXISTS "passkeys" (
    "id" INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    "credential_id" VARCHAR(1400) NOT NULL UNIQUE,
    "public_key" BLOB NOT NULL,
    "sign_count" BIGINT NOT NULL,
    "user_handle" VARCHAR(64) NOT NULL,
    "name" VARCHAR(64) NOT NULL,
    "transports" JSON NOT NULL,
    "backed_up" INT NOT NULL,
    "created_at" TIMESTAMP NOT NULL,
    "last_used_at" TIMESTAMP,
    "user_id" INT NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE
) /* A WebAuthn credential (a passkey) a member signs in with, discoverable: the authenticator */;
        CREATE TABLE IF NOT EXISTS "passkey_challenges" (
    "id" INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    "token_hash" VARCHAR(64) NOT NULL UNIQUE,
    "purpose" VARCHAR(10) NOT NULL,
    "challenge" BLOB NOT NULL,
    "user_handle" VARCHAR(64),
    "rp_id" VARCHAR(253) NOT NULL,
    "origin" VARCHAR(300) NOT NULL,
    "expires_at" TIMESTAMP NOT NULL,
    "user_id" INT REFERENCES "users" ("id") ON DELETE CASCADE
) /* A WebAuthn challenge the server issued: used once (the row is deleted when it is spent) and */;
CREATE INDEX IF NOT EXISTS "idx_passkey_cha_expires_76cc98" ON "passkey_challenges" ("expires_at");
        CREATE TABLE IF NOT EXISTS "pending_sign_ins" (
    "id" INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    "token_hash" VARCHAR(64) NOT NULL UNIQUE,
    "created_at" TIMESTAMP NOT NULL,
    "expires_at" TIMESTAMP NOT NULL,
    "user_id" INT NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE
) /* A sign-in whose password was right and whose second factor is still to come: bound to the */;
CREATE INDEX IF NOT EXISTS "idx_pending_sig_expires_97b176" ON "pending_sign_ins" ("expires_at");
        CREATE TABLE IF NOT EXISTS "recovery_codes" (
    "id" INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    "code_hash" VARCHAR(64) NOT NULL UNIQUE,
    "used_at" TIMESTAMP,
    "created_at" TIMESTAMP NOT NULL,
    "user_id" INT NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE
) /* One of a member's ten single-use two-factor recovery codes; only its SHA-256 is stored. */;
        ALTER TABLE "auth_sessions" ADD "last_seen_at" TIMESTAMP;
        ALTER TABLE "auth_sessions" ADD "network" VARCHAR(64) NOT NULL DEFAULT '';
        ALTER TABLE "auth_sessions" ADD "user_agent" VARCHAR(512) NOT NULL DEFAULT '';
        ALTER TABLE "auth_sessions" ADD "reauthenticated_at" TIMESTAMP;
        ALTER TABLE "data_exports" DROP COLUMN "archive";
        ALTER TABLE "users" ADD "totp_enabled_at" TIMESTAMP;
        ALTER TABLE "users" ADD "totp_last_step" BIGINT;
        ALTER TABLE "users" ADD "totp_secret" VARCHAR(64);
        ALTER TABLE "notifications" ADD "quote_kind" VARCHAR(16);
        ALTER TABLE "notifications" ADD "quote_id" INT;
        CREATE INDEX IF NOT EXISTS "idx_notificatio_quote_k_21ab31" ON "notifications" ("quote_kind", "quote_id");
        CREATE INDEX IF NOT EXISTS "idx_notificatio_target__d40ae3" ON "notifications" ("target_kind", "target_id");"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        DROP INDEX IF EXISTS "idx_notificatio_target__d40ae3";
        DROP INDEX IF EXISTS "idx_notificatio_quote_k_21ab31";
        ALTER TABLE "auth_sessions" DROP COLUMN "last_seen_at";
        ALTER TABLE "auth_sessions" DROP COLUMN "network";
        ALTER TABLE "auth_sessions" DROP COLUMN "user_agent";
        ALTER TABLE "auth_sessions" DROP COLUMN "reauthenticated_at";
        ALTER TABLE "data_exports" ADD "archive" BLOB;
        ALTER TABLE "users" DROP COLUMN "totp_enabled_at";
        ALTER TABLE "users" DROP COLUMN "totp_last_step";
        ALTER TABLE "users" DROP COLUMN "totp_secret";
        ALTER TABLE "notifications" DROP COLUMN "quote_kind";
        ALTER TABLE "notifications" DROP COLUMN "quote_id";
        DROP TABLE IF EXISTS "known_devices";
        DROP TABLE IF EXISTS "data_export_chunks";
        DROP TABLE IF EXISTS "passkeys";
        DROP TABLE IF EXISTS "passkey_challenges";
        DROP TABLE IF EXISTS "recovery_codes";
        DROP TABLE IF EXISTS "pending_sign_ins";"""


MODELS_STATE = (
    "eJztXW1z2za2/isYfak9o7ixHCdZd2dnbMdtvU3sTuy2u1vvUBAJWVhTBEtAVrR7+98vDk"
    "hKfBcpkTLF4EtikTgA+QAEzvv5X2/KLGLzo/OZmNwRzilzemfofz0HT4n8I+t2H/Ww665u"
    "wgWBR7Zqj2VDg/st1R084sLDppA3x9jmRF6yCDc96gp/rN454vTRIdYr6qCRx+aceEfofk"
    "KQydgTJWjCbIsjjDzsWGyKBHsizneIOfYCUcHR3Y/nrwanbxHliAvmEesIhrWYKcelzmNj"
    "I8wc+seMGII9EjEhnhzn93/Ly9SxyBfCw5/ukzGmxLZioFILOlDXDbFw1bVrR3yvGsLDjw"
    "yT2bOps2rsLsSEOcvW1BFw9ZE4xMOCQPfCmwG4zsy2g8kI8fafdNXEf8QIjUXGeGbDFAG1"
    "/wCraz3DuLm9N+6u7g2jl5q+kCKCd3DJlCtATr18VK7e/hEe4dXg+M27N+9P3r55L5uox1"
    "xeefenP/QKGJ9QwXNz3/tT3ccC+y0UxitQ1awZE8wnaXAvJ9jLRjdOlUBZPn4S5RDT9sI8"
    "xV8MmziPYiJ/vn1TgOmv558vfzz/fPD2zSEMyORn6n/EN8GdgboFsK9gNj0CUBhYpGH+IO"
    "8IOiXZUMcpE1BbAelR+McmwIcXVsivtpxdQC9f0LqVu0Yw5QXQ319/urq7P//0Mww35fwP"
    "W+F3fn8Fdwbq6iJx9eBtYpqWnaDfru9/RPAT/ev25krBy7h49NSIq3b3/+rBM8k9mhkOmx"
    "vYiqzO8GqIWmzWyReXyt42mPU45W5mfZff255McghS4SzL9SuPb+IIam74jWf3UMOsB1Pa"
    "lk+9S7M+k+yQgSX+GbOdf3DGqeo5OMtMaq+XmtLaTsvT40GJ41K2yj0v1b34gekQMWfeUx"
    "VsIyTdALZ+NsTGXEg5Q/Ju1TepJK3enlq/PVWSmCIU68WmfeAra5CcQBYdP2UKTgBXGt3v"
    "paArheafyEKBfC2fCDsmyQA1UBH8EnSzZ+D+Ga6e8Orqa/bwfCm8RxeVfHf5xkT4u/j53e"
    "X5h6ueQniEzac59iwjBjXcYQOWuLJsm741HUyTV7Ajz1oreAt45gB1udPhqy8u80QvQ20T"
    "udsv0toooZqohqWVNlMyHRHvG44eeh/Y3LEZttB0gaCrhx7Cnjmhz+QI3ToEeWyOXOIFJO"
    "gAI4fMkUfkAuBC/u/a2CQcScYRseB7jqtvGhvrwWEOOfxO/fwvdZEt++GIOuoCdD/CnCDM"
    "0TH6RC+QOZk5TxwdDIcrZC/h2nB42EecIews0JyMkOsxOQp/cEzsIPkmBE8RFYjNhGxiwZ"
    "+Uywd7lk84k+veQ99OiUXxEboWCEhGcvTgRYmFmPzw+mjMPPROPtRCdnsAAH2LTZPNHHE0"
    "tQ6P0HDI6X/JcAg9B68jAYNr6MCVJ566aGJX9oYwGs2obUk4xnJdW6prKg61XquFei2574"
    "oZr8I+rih2yD26xLEApqZQjvGTx69L8JPHr3P5SbgV5yfhO6mweMPmu+MvXrd6+Wr94Net"
    "H4Q3W2ymL1rSaTGszWJYizTA62dZK4A3m+QVz7nBPKeI9Qfd5rnWepVu61VeVCjagVYlwn"
    "IqqTwN9UVA9/1Pn4mNReC7ko1yQp7fw9WcB/mfu1E/+bAV6qCWyJZSRBmraV2vjgLNj0uJ"
    "SRAbI+wgv4tvOGhB+qDPYR5oWQ6GQ07+GA7R2GNT9PrwDM09KgRxlFYGmFHEZE9YIIzghA"
    "KdTkod1eBYD45DKGhdlLLG19E4zP8VHq+BtxJcChRfMOaUTJm3OEIf1CdkobnsRjkv+U+X"
    "p9n5vUeW6kH5tL1/a1XPS6p65AyURzVorY/iDC0EQJxxIFAHe4sc7jWgSMA5WgjC9xDQAr"
    "QuPt5exJjUX88/X1zfnH/+58Gn838cxjjVj7c3P4TtowzoxT/vr84TmAfbdqWdIUajV/J6"
    "pnK1XW/JVsZNQ3sGcln2Mra82mS2+0lKZc4H8kxNksUzRW8X8ktP0FC+FrQsbbkLXKAVH8"
    "IXXJApOhgtZPsptRd9yXAI9Ew88OA+VG3AhKYcUuRfgVnN96cGxgO4mz40yzDbNTPQgzOf"
    "SC4KvDjOZENo8Sq4L3+abDqS2zy8rRoA/DyUfevm6jfjw9Wv15dXxm/XNx9uf0OPytiH0U"
    "PvhszDfh56kgljQuKJDuSzK2C/DQA+cheHR+gn4kqezcWe8McETiz0eO+j+YSaE2SzR7D1"
    "+euN53NfoYwYIKWWqZrH0AVIM2QvyZBFpqWs8S1Csjvr2x77k7NKpk22Y7PmHgO7L36Hew"
    "zxmHqbeyGmiLXFsy368zIWz5Y5oLZt5vdkprWlZGd8VnstJe34VPbVA/VnzPkTWfQyxNjw"
    "Vr9IhHX9RqWl19/ICKKRHWR6xIJII2yDl2fQzWFcdFS+nKAL7yOLcpNJcRPGPfPV56tQJe"
    "ZliK8NjfTgPBHi+hr8pWPrcKimdyLlWxucOJU47PC5FI/BWxSLUD5VbqYOQ2SKqQ2+nlg+"
    "jIXSDqE5MqeWJ19QnlwtpMzzJJ8zTxF2LlL5+M3rUk6dslm+W6e6GefR3dnIpqYRbEPl7Q"
    "FxOm0V6G9oFYBty1C7Uhb+jwUetlG6zvjZ/mUwODl5N3h98vb96Zt3707fv17uMelbRZvN"
    "xfUPsN/EvoS0HSxyqFTZbhJkWhlQRt+Cp5UwDttrcEuAK4dy+DI8KQ7x3+9ub7IhjlMlpW"
    "xqCvR/yKa8sb2k99fxzDGVKQJ8OQR1+BGM97fe7vd3QCm2v4dwL7f3yExcZmzu0MFFYlpA"
    "giCWMXMz9nbGbIKdHCV5lC55tkrCpiZkeWXHZ+vt7ccY9hfXiZ375pdPF1eSu1ETIRtRkb"
    "Oh6/CK/D2o48pGiNTbVNkYodVe2VrX2OrPWOsata6xWNcomWobmE3Sy1c6rtr0S2gfDTNs"
    "voEeMiQNPEE8iOqmnM+IdYZUeDXEb6MDuAvR6ZQHfiEWUo4sfjA4d4kjDnMcaRobC+Lf7Y"
    "XyjxmDJ/GUOjNwWEHX8RD4rOB2FahuToj5JPsGN2aHKddl/3G0/rGF+kedI3En0qo78yRf"
    "UEkbECHpoEKg/nh9M7q9l9fqxsi0Ure/oVL3BdWKLZM9mt5KPLeipWhJ0MFtZHB6UgJf2S"
    "oXYHUv4YDo0UfqVIF4RdFBjE9KmeFOCqxwJ2kjXIuSB5RAX2cP2BfdRdsOgy6pLlqG7b5r"
    "Lvz0WHdypq4zKyzEG/QLdRZ+U0OZyGm1MgsQKTOfSElDuTHNmWehOeZInmgTPzWdf5MTCb"
    "QluzIFpIaDwgfUtpFgEF9DztCIzeRt+VOK9Rn6ioZGenDCiKLRwldPkGeHCCMAJCzncKB0"
    "GnBfSa7fZFRwOOyj01DZ0Vdx2HLdaJWFVlm0FmZd1kHbFXVZB82X7wVf3rpPuEuMedvA3X"
    "PO/DNRzvqLS/kzizGP3S/ky72gpYTCKmtHhGRCkEZoFQkAGYK4xNsmryRiSMzZq4A5DvtH"
    "qv9qJdAaHEdzzO3imGHWKjPMMSLNL6/llzd0xtJ+WHvCM2l5KP/T6q48pDllzSlrTjmPU1"
    "aoZ3DI4Wzkc8bwQuUY4nwsNZvZLjYT5rRqzFOUppO281Km8wLLeQabqQDLjl9dD3RO/Or+"
    "c/T1Q60C6qtgvCToHLiD0zLykmxV4GeTdooMrICVRdMUYQd3jsHpaSnETwsQP00iblHu2n"
    "hhVN2lk3QdxPu0zPZxmr99nKa2jxFlVTAOmr9oeddmgC2HbBG06eJcT9S2K0X+rih01G9M"
    "9q4j6nfCZp69MAC3DOUIMekU29nTkqBMzo1PehR00SkF2Iery+tP5x8Pjl/3B4kg33BG3q"
    "TWPeUGfpZMBrytMWaekZ3QsTDUOrcPHXZdIexaQiiwBzn7KjljJ8i0w/t6xXoImVhUiy1I"
    "0nUP65MyxelP8mvTn6RK07seG1O5LbgTJipxLynC7qHdCEce4iYms+nIqShvZhJr4EsBz2"
    "ej5aMZglZL6Z1J3D3gj9+WCdJLWmciQXpvM5b7f4gp8tJ/5apgU3SdSf9VW4EbMQErXGVk"
    "k2Qa2CSwHqvGd4TtdyjJ+y48u5Hn698U9qSeOZYS/DPZV5CnhHP8SLgBFUqqYJ0i3CHkBJ"
    "zOmJMBeuxOSwPS98phZKe2he76iwgmXCndyxnMmPWi6JQYWfdYyQYSQAJkxIGX3+QbyyDX"
    "/ndt9r9TE+bXyRAkK71kQergNG2Hgot3kEA45b+V724UrV3qV0DLmKoKZZghy9Wd39Me2h"
    "jz/LviVtlViePaalZ3FatUecPNwUqUVOwiWtFKGpsDFSna0WGQEgn/toYrlm5wvw6WcrBl"
    "5BzYArRksoMurrR0ONjmgCWD0LqIl8mmU+Jseyhe+r10FaRANb7t9+f30nGQjGcmtt7e/a"
    "5+ZaKz351vE9gSp3vVSbchqmM9+Th1eTmBJmDbj441553XBngMmz5tvTHJfj7KbjqNE59g"
    "rw6g7qCfriLlkRp0CZ9Jl/UIeGZRYUi20KPbLqdz6OpK9lRGQt5HSU9+cEQYKoFWDaIxBG"
    "58hh7vocOurq+RzcwnbkiJj9DnLBfRKrBdQGcdR2qKrazM3RqloLC83KccS64n+ciSm6pp"
    "YX2veuUT6n4tuHGSWXZSY5blKlLPIvvkd9d5tLZfWl1HCnKr1rWoZt2Vl32ctj8Qu4yRCu"
    "czIPfvdhhBpoo76KurQAkvsNNsj9V90FXHcq3E5UIH2wtBTV7T2joP++sqYA4TdExNBQU3"
    "TAz5zLaD7SbSY0cl6hhoO0Vr79eY4XpkTOROtLX/RxS5n5eddgnDJlM/fSIWxd9TBUgq/9"
    "PqZr8oCdQUmhkQwvaCqaCqJh/RKTH7xS66+QmiyJdKTtFB8w4mG3lfAun3uUC/T0UaMEdI"
    "4dOHqALASboOIl1/iDSn/80AOdf1OGyuc0Hq2vWVoO5wjAyGUiwWOPJuELeRJNZRG22L2q"
    "gQLdAkhxr6/WXwpxGXwHzuNOp9WKaYVtAezeSq8RD5IpvbC1VJysVStBBn6u9w2UGFbUhx"
    "i57IArmSICBX957kyoOS3bAH9HuJRdPgUA9O4CjXR7AQDlWRb4LNSdCv7IG4XGX+NzE3sU"
    "VU3S74feC36KMJtSzi9BG1Dh8c9QUdqbLk4LD/LYzGj9wFggnhqiKX/2lDKQI1ELQoWUTg"
    "f73VSogeCNCMfJFyYhB/ElAGayD45sL9oqcay8lVP9Q+Fek1cPPyM8D6bwZ/yd81DhI6Jz"
    "Y8CrjP1DxErlCl8+s2kF93xKyMlK/3cj5yMgoG7TvB1hcdilf/uI+dh6mUdrGS1mHzZJ67"
    "REq75TdSIbXaikjnUquQS02LAfl7SnfFAGLRzSY9RqjZ/7ax/7HQVlWpYJNJjlPqWW7zLE"
    "dYy7L5vFYUHYrEr00vFpcIKuZI07CuSZFWCdUYjQY1DaqukKQrJL2AcbtftUJSeiOoAdTS"
    "QY4t2wTKohrb/dbj6q6iiLcEtnw88p4iGz+tS0AbREBui2u5QMp9BXXFVrapTNqlb2f/lX"
    "jcf/EMg0SsRb/YLuFb7Z/9xmXtEw4i2LMp8VBA6Ff/9b9wxDz595gQSyn++2juUQH1gOcT"
    "+Q/o96UAMJGNQPYGA8CZvIOF/CNtnWhooAeHY2ohyEKJhsOATIqHwyGaOYLa8uJKGyQvHo"
    "BxAXo5PEKgQFHGhqBzMFoAsvILYB5H8GAPjrw//Q5aLdAjQ3MqJoqECjLdxCABhgy1EEeR"
    "71zr21vGd/UL9O3hDJZ1pwnbd0Lf3nQ+2thnUXLhxmi06JAl4VJRLVn1kqB7KUePSxWeOi"
    "4oPHWcLjylbXA7tMEJ/FipxlfYXlf4Kp6KDSp8+a7aM69a0bU4lZ6W2qdlxQZXta/EKTto"
    "Oe2SgUUbyPPP/G4ZyFviOxmq3zJUFRHNXL6OIpqUsNGwnh34ADblkLfql5vMT0bV1ACBw+"
    "eqyo/WQ7ROiMvXQ+xYqGvdDt+8VBd9shTO+cJdgqwTaGsZ76sVJrSM18ppWVb3rDw1acqt"
    "pqdl2r5dz4NFpgyArHISR2m6p2E9LXUWnxacxafpsxiSl1aFOUqjYS4F88xVuasr1wtN0e"
    "mCoUkjDASnbgZuBqWGNwnvUlouCeqyvYYyFXiT1AuUhDRFp6FNQvtMSVb+sFxIl+01lEko"
    "dSheb2eheJxgz5wYIjNVT74mJEG2wxLBaSlvj5Qf2q6Tv4l0y66jIyZ0xMRu9SLbR0zkmx"
    "5frkRbywT1PKyTKu4asskGdtd7/NihNRlnmXVxthyUdmDqh3WVb+0PVt1ag78RmmfqNfr/"
    "Ho0skkP0/l3kBiD8h41E2Ghbd5tO7j4qsHX7c1fa0h1MdRcsr4nElWV0vif5Kt+TlMb3pY"
    "LKW4dzs8znS8RAtg3iOoMgX9QBTjES+cdiyGesPxeXvE3dB2Mo64TLLnky6uNrl8fXM7Zn"
    "GbaJuym27XzVb0jUpe31ZPDu7RJd+FEE7N2n848fW50XbL3cudNl3F3lmOZSdJqW9iKqlY"
    "5NKx1fOp3IvgLbXlb6Hj9eKj+BDD56ea+QiQYFqnI1KJnr4kc2R/JxFuiZcgpJriGHA/fT"
    "UKh81yb2vAXkpMCPR+hygh354Ig6Kt+D7Nvh2HcoFZB6wlT3/WTVgb4hlvCi0dEeHNAcQ9"
    "aMCZVviYLkHyoxd9BEuW/6SSxUao05UiRULhiVcGOMHj02c+XTIvJM5JMAjWySl9Rilbpi"
    "raYtbCi/aq6VbK06qYqkFJ3YosHEFlqD2ZgGU20zlRhY7VGVz7q+EDfgZ8zL4gWWufQKOA"
    "HVRoeV6rBSzQXosNK2h5XqZEE6kDTLZ7XrEYs6QkNHaLQfWh2hoSM0dISGjtDQERraCK1L"
    "U2399bVoikNMdBSONoi33W6ro3D2KgrHV1LrIJz1GOkYnKpGkZwQnNiSW2caKR+A07t1CL"
    "gBqIrg4BIQqdLRh5LhS/+CMbUF8YtmRF0OlP9AzBOilh4zPRJWBZvKRv+sKhdpi0SbGIZ+"
    "kUVCm86bMp2/TOnD1qHcLMe7+7JybQO4LNdboq7cS7on5IX9xDmbtWdx40E/wYLTMT865q"
    "cN+6qO+dHq1k3UrZo5qW+f0gpOreBsFavX8sLM+wprazloVWE4K2Q+qDxcECsvW+zYtbcp"
    "J9zIom9qiDi7Q8M4nMSwWvnVpsOkXyBGBJFdaWTzfToiJJ1Qgu3auUMXvNh2WpopeKE9ed"
    "syFTZ92iCNfYJK+0tqr96dQcsn2NtgySbJNLDax/flfHxbpARtG4/YYTWo9jrVXqdaKauV"
    "sm1Qymqv03rcKZUotB1AoDj9KLvp0HLM4Ni3x+gO+ukqSDXVEJAwdcx3uWlThvrycswZ4V"
    "dZbNIwlntAY7l/wbRS6BSbEAvgqeIWA20naBN/0y+yE2jZ8CuUDSOfbMnvKUKh5QbtHqMl"
    "sXYwLP2tEuIGPhRbQhq6YnQU0sjO1zbHGF9GyWEnlwLMGn5yJTCtD/I6R1MyHRHvG44UmR"
    "+TBd2cIY+4iiHw73A0WiDmkIAAKVOIvGCSdKBXbb1WZ2s1s6mZzVbsRprZ1MymZjY1s9kG"
    "cDWzqZnNNLOZV9JzpQRew2humUsA+gji/j3iWFCAYIL5BHotmTtgXQ/ZpUKDBVe6Tmgwg4"
    "35ZkeWiHqmLcbR3K/OR9CJfARasMiHXgsWWrDYtPis5tn2l2e79MN5fqVknsW3RW8X8m5B"
    "WJCxTFhcjX8DMuL1ERtBQTGVpMnCizPJji1Ve9BEZW7i8hHhLpJ7AEcOExM5P8XMXT3dF9"
    "at8rsOZtgfTz0SXhQzhNCgH5Q72hmXdkEfvxZG7S+DwcnJu8Hrk7fvT9+8e3f6/vVy+0vf"
    "KtoHL65/gK0wdozpslcvWvYq9s2VPNxjNPp4z8lRn6XYyl+0K4oOLtv3ZeSQ9/lyyPuUHB"
    "Js+WkBJBvdoHmR1LGHIBeAClJDe4qHfSYu8zKzCwR3CvkiT7VpPsOAVtLsUkkjOTQ280zi"
    "Y1Rhp0wRdnDDrP+cX6JWaTEnqPRZn3HWewRzlhFgWbSCQ4oOLt3TUhXZTgsqsp2mK7Jxgc"
    "Usw4k+H+MVRVMYpzbjHnP9mNl93B+0Yjcf+u4qdn3WqqqPQ4JKnwrrFbwhZDUoeTvu65BY"
    "XG1S9J7PLCquHOEtehmiTORuv0icwdDOILIhLesNCnpY6ElON/MQVplrztB8wpBFLfk/Fk"
    "gw+T81J4F+ti9/EUdpaeeTRbZmd6seH5wH535CgJSBPym4qAAgiHJkMpcSC8k5ZkodDCpk"
    "7v9ps0fEBbVtpApCI48+TgTCYygrIFbdPTjY9F1OZXf+/FvoABqM/c8FPZEF3BPwTJyop4"
    "XZOszTMidkPfAi8OTdpRAR/KRBVmYtB+5KDlQzbqhfFdi7OFUH2ej6Tff+R14R5Oyw1OZ4"
    "6N3hOyiD7yAf30GqVEN8QynvfRIj6+BSrl9YWW3W5ffjGI1mWfdWkZFRl3Rv1BgWEZjaaY"
    "TzcySuKNqRJRGG7UyWxP3SeeiiBbWoPHzOsdLRESXZ6ORoWQachnUdCq7dKTpaBm5ZPUd0"
    "UcWUHPIB0M0vHz++WAgC5nzOPOszkXL1PXsiTi8rGiHdql8YmBC0NzwgkKK5pCgdC6to5F"
    "nnPH0jRX4g/Q4xuTshKji6+/H81eD0LWgDuISUWEfoTk6QTUAn0Ud8wjzxyqbP8kZKDVJv"
    "19rE3C7VgppOAyJPKglkMap6GNuXhTnG2L59U4Kvffsml62FW/vMRmnTUT18FPniUki9vE"
    "Ha0xhl95jnPZnkEKR1eU83+bAjZDqvbcvnVwe4b82E6AD3pgPcX0YUurCZ+dTLkH78G/0i"
    "gWcETUpKOMOhak284RD5f1kovGYNh2eIYHMCUoiflx+NPTZV5lIGcgaijtIDcmWcBXEEkW"
    "dI8NuHCymZp8nBHhyHUNXMxA6aEs4lsIh5aETGHiVB3Xi/owN4qm85HhOxOJpah0coGm4k"
    "RUUiBS7kYurlRw4FbwL3gxcojhQKGgVLLaDWeTTbtp/2C4Q6LW3kQ99daSP+4Zb8pOJEml"
    "vJsPlFtsCquGousDwXGDmnNCNYxAjGl9b6ZEfhqa+BLQVsGwvPfq8YQz6hbhanHblbyG6P"
    "l+02CJ0HJhMyF/nJLjm4OjLJ1XoIc4nZmWSPoYXklw8een+1JRG1/nb21wl9nMBfD71DYJ"
    "f9FdFXno5zlmK7Gx7vwfGI/AmMuXxvyLgkGXXmymOYCoIs6hFlyefAmDtMoJFkwiVXbrKp"
    "eqzcvExF3HQw4vJzDWIutuGlEwmZJIMA3RBS3wiaW98ltw7ruIrxJWzfObPLoIzZZZBvdh"
    "mkzC5tjInKcCJy/QRwvZ2grOOitLhZi5NQ4twp6yiUINOiUaabaZxrKB10FifT2JaJOgsw"
    "0/LR+rCz+PJaL3ouP3YN7lpft8S+2Cbx85NvpOhlyJ7hrX6R4BkYOUr7svmiWGgbOUJXYG"
    "3h1CJBnBtXnmds7kAY3eJsFUAn8IJDRJ5NIkYURTjBQJTl3dbsYBXFRS45weX3JZ+LuhTS"
    "3fm//X+DUD9jtDD81nUKk8khY8+TGn/Z2n9arBg5LXi26eTrFwiefKaiViuJRyuSjeSjlr"
    "mpJCSjUvEsxwXxLMfpeJYRszLScN3LRZ9jOAjadyLIrUjcufrHfUzSSUWrLKWdj7c3P4TN"
    "kyEsWhLVkmh48lSc8giZdsBrswNemuNJzfQFYzbBTl6AYAZ9YspHsoOmvurlld3O88Xt7c"
    "fYFF9cJ7fQXz5dXMkTTc2tbER9aSOtj8jj+TabhFgXeh4qzAOx6GbHW4xQ73b7sNtVn+Q4"
    "pZ7lNs9yUtAureGNk2kNb8YuGVNalAQ2RqNRXa83z+PEtF43rteNLaz1GvMC9kojmzRHxP"
    "fCVmnMZyJbXT4T63TlskXpkAhoDD5Q8D9EKKj/IT5BhWeDVlq1gMhslyNOCDg9hZetVaVj"
    "ON14X97xM85lh0Q0N9iDY7LpFCIkvgsroSBzgp1Hwv0KeYlOlDMY+Hc5yiNMMDs3uPx3Ba"
    "j6DFQPxbEPqkmwnBSdjnto25HUL1Boa/VfPvTdVf9FP9qSH1SURDN7GSz0cvOrhqlmoMsz"
    "0MtzSXN5RVxedFmtZ5/9M16DWgLUNsY5AOx3T9S2s3jn1c1CBlrFSXNot0GUg6KTDC0UaP"
    "bYGHw7Dp6IK9CIKM+O4RC650d+/8Ph4ZI/9d1ImLeQHC4PnzI3uqHGcR4cSQ58NwQbg6vK"
    "VB6vr4ChZs4rn14y09QtKCsdBuD7z13IIS9fLQxH19xxm86bIu54OXWlnT1Cgk74IuzA10"
    "NnCtGZQlpwurc0U8i954e5/Ij5BOrJZxzxySaFB70IGqs8dLJ1A9XvfleF75MHoj62dnls"
    "edh5qmIhC5rr7TRDrA++qbIMQNC8g8d//aUjXMJcOyPOIXehrgj0Us1YqspKUAXOsP3u0H"
    "ydhPJ1e+DjpmSKMlglm+E8C3hIkQBwDCR7uCAL4Ppw+8vFxyv08+ery+u76yBr/lKlrW4q"
    "cXjpifX56vxj0tWYTd3ZhsaGOGkHrQ17Yl3I9dRJiSAvyzEreaWAXQ7lmRK8slIr1c8oaw"
    "5Zc8idYDv0uanPzVZivxfnplaGfj3K0Bc9UvdcFQqYnzvYXghq8izOLt6gkLVTr4hjbcsV"
    "yw398Za0CHPIuDYcRjba4fA7ecHC1F4Mh2jC5Nv5RWoxF+jkNbLwgueUzq23f810tovpDM"
    "zWxjMl80p6miTdC+prWgX1Cto5IU/2wnj02FxklOUp4EVTlLvkSZuCt2GGVDCBbcOmT6TK"
    "Mk5Q6UWcMjUogEK/7srIRgk1uCnluMcgDccmm2+cTkObWrcqLKEyskkyDWx6Q3CNYP1lAJ"
    "tf3jdJ144ivzBeZ4r8AsRBOE7VmYmQ6YmpfWKUXFRlSpYEejJqnwyPmNXTXqyIGkt0kZIq"
    "l3Ozt3kutJJYK4m1klgrib9qJfENE3RMTRy8dkpHHLvfL1IRO5GWFTTEQGYSKJKBV9pcON"
    "KP0Dl69NjMJRZ6knOLDpQipI+emSD8ED0R4nLEZBczB9jDMOwlU09c+ygPjsDeIxFBlT6H"
    "zJEqJI/+wyRPgqhAB8NhWFqeD4d9aEK4QGPqcdGHWn3eAlnyCajkZwLamYsEe3CGwxiWRz"
    "/d3P52Y5xf3t9+vvNV2X7HJps5YjgMInaiPckHx0GNP3jeKXsmUFRdXZAM9YNzIB+QcjT3"
    "qBBEgvIoVy6aUzGR+MC7UCgDOBz+MZMoGIDLcPht+JPKHwiWCZpPsJCtyBeTeC48iWrAZf"
    "cYecS1F8EFFTEUKFv6MBf+gyiuHqDyoeSHft7bYK4eGYHMt/LpBAwjnzZIPfTghEFIwcBo"
    "zGybzcEIgCAHFTq4gQmDYCa/r9WLjoi8Svxx/FEPNyu4kkqau02I0pr8uHUkvV0zBEyx/z"
    "UDJkbiZ72vt4sxVgsX2oXrVseRtYqj6BdYfsKpK+tFHrbvohv5oIwb+SDfjXyQdCNfnktV"
    "pP4YkZb8a5f8I2d6hf0kQbU7aeW41RtLNBoldtqUj0qJke2wTlNT67npAk2rc7z86o3RbL"
    "R2W5Y9su7Va9Msr9v8ZRu279x6HZyelliwslV+4Ta4l8h068sPVQCOkHQO4+M3pcLV3xSE"
    "q79JhazFOfGyMMepOlgFovbtdynjlN99oyR6880qkKZT/nfZLqAz+eV/St3N5BfKsZWFLL"
    "1R5m+UOs/4jkxtOnVzzambU1vD7oBt2a5QFtfobthWU+bPHhkTj8AsrTFqRlr2y5o3DXdJ"
    "VLrcpDIuhsZHJGaeQyzExmN04DAw0vk2KdWKgsHxMKuM5GadFKbjUzKWTj6kbR2tkIvrt3"
    "UQB148A99Cj7oIla4dVcGnTrtaddvVak9YlJY6W50Tj5qTLI4kuFPIgeBVG51WZZ8+56Kz"
    "/5l4PHCtK3v8R0g6yAE0YuiBj6oCwkHzDqLbSEZiOaLI1EjkO5NESHbvSvIy6vHanEZS3M"
    "EuD7M//x+DSn2R"
)
