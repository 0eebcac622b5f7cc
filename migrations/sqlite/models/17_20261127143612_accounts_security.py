from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
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
        ALTER TABLE "auth_sessions" ADD "user_agent" VARCHAR(512) NOT NULL DEFAULT '';
        ALTER TABLE "auth_sessions" ADD "network" VARCHAR(64) NOT NULL DEFAULT '';
        ALTER TABLE "auth_sessions" ADD "last_seen_at" TIMESTAMP;
        ALTER TABLE "auth_sessions" ADD "reauthenticated_at" TIMESTAMP;
        ALTER TABLE "users" ADD "totp_enabled_at" TIMESTAMP;
        ALTER TABLE "users" ADD "totp_last_step" BIGINT;
        ALTER TABLE "users" ADD "totp_secret" VARCHAR(64);"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        ALTER TABLE "auth_sessions" DROP COLUMN "user_agent";
        ALTER TABLE "auth_sessions" DROP COLUMN "network";
        ALTER TABLE "auth_sessions" DROP COLUMN "last_seen_at";
        ALTER TABLE "auth_sessions" DROP COLUMN "reauthenticated_at";
        ALTER TABLE "users" DROP COLUMN "totp_enabled_at";
        ALTER TABLE "users" DROP COLUMN "totp_last_step";
        ALTER TABLE "users" DROP COLUMN "totp_secret";
        DROP TABLE IF EXISTS "passkeys";
        DROP TABLE IF EXISTS "pending_sign_ins";
        DROP TABLE IF EXISTS "passkey_challenges";
        DROP TABLE IF EXISTS "known_devices";
        DROP TABLE IF EXISTS "recovery_codes";"""


MODELS_STATE = (
    "eJztXW1z2za2/isYfak9o7ixbCfZdGdn7MRtfZvYndhtd7feoSASknBNEVwCsqLd2/9+cU"
    "BS4rtIiZQpFl8Si8QByQdv5/38tzdjFrH5yeVcTO8J55Q5vffovz0Hz4j8I+t2H/Ww665v"
    "wgWBR7Zqj2VDg/st1R084sLDppA3x9jmRF6yCDc96gr/Wb1LxOnEIdYr6qCRxxaceCfoYU"
    "qQydgTJWjKbIsjjDzsWGyGBHsizneIOfYSUcHR/Y+XrwYXbxDliAvmEesEHmsxUz6XOpPG"
    "njB36L/nxBBsQsSUePI5v/9LXqaORb4SHv50n4wxJbYVA5Va0IG6boilq67dOOJ71RBefm"
    "SYzJ7PnHVjdymmzFm1po6AqxPiEA8LAt0Lbw7gOnPbDgYjxNt/03UT/xUjNBYZ47kNQwTU"
    "/gusr/UM4/buwbi/fjCMXmr4QooI3sElU84AOfTyVbn6+gm8wqvB6fnb83dnb87fySbqNV"
    "dX3v7hP3oNjE+o4Ll96P2h7mOB/RYK4zWoatSMKebTNLgfptjLRjdOlUBZvn4S5RDT9sI8"
    "w18NmzgTMZU/35wXYPrr5ZcPP15+OXpzfgwPZHKZ+ov4NrgzULcA9jXMpkcACgOLNMwf5R"
    "1BZyQb6jhlAmorID0J/9gG+PDCGvn1lrMP6OUHWndy1wiGvAD6h5vP1/cPl59/hsfNOP+3"
    "rfC7fLiGOwN1dZm4evQmMUyrTtBvNw8/IviJ/nl3e63gZVxMPPXEdbuHf/bgneQezQyHLQ"
    "xsRWZneDVELTbq5KtLZW9bjHqccj+jvs/1diCDHIJUOMpy/srjmziCmluu8eweahj1YEjb"
    "stS7NOpzyQ4ZWOKfMdr5B2ecqp6Ds8yg9nqpIa3ttLw4HZQ4LmWr3PNS3YsfmA4RC+Y9Vc"
    "E2QtINYOtnQ2zMhZQzJO9WfZNK0urtqfXbUyWJKUKxWWw6BL6yBskJZNHxU6bgBHCl0f1e"
    "CrpSaP6JLBXIN/KNsGOSDFADFcEvQTcHBu4f4ewJr65Xs4cXK+E9Oqnkt8svJsLfxS/vP1"
    "x+vO4phEfYfFpgzzJiUMMdNmCJK6u26VuzwSx5BTvyrLWCr4B3DlCXOx2+/uoyT/Qy1DaR"
    "u/0irY0SqolqWFppMyOzEfG+4eix95EtHJthC82WCLp67CHsmVP6TE7QnUOQxxbIJV5Ago"
    "4wcsgCeUROAC7k/66NTcKRZBwRC9ZzXH3T2LMeHeaQ4+/Uz/9QF9myH46ooy5AV1RwYo/7"
    "iDOEnSVakBFyPSZ74MjEDppix5JtEJsLFPxJuXzis3z0XE5o79H5dkYsik/QjVAUI4Ks4B"
    "OIhZhcUn00Zh56K79mydERfPm32DTZ3BEnM+tY65paqGuSe6GY8yos3ZpijxydSxwLYGoK"
    "5RiPd/q6BI93+jqXx4NbcR4vWNdpmK+og71lNtARogTSo6UgvFO83NWnu6sYGyfBvLq5vf"
    "zyj6PPl38/jvFyn+5ufwjbR1m0q388XF8mgOf0Pxmo5+4aYfP9MVuvW71vaGXpn1tZCl+2"
    "3E55tqLTMmmbZdIWqcM3j7LWhm83yGs2fYtxThHrBd3msdZKpm4rmV5UGj1wFdNPctE4H8"
    "kzNUkvQ8cUvd0vUjI9QUP5WdCytJYpcNdRyhW+5ILM0NFoKdvPqL3sI4cJ9Ew88DY6Vm1A"
    "3aOMJ/KvQAXk+/6AUmfssVkfmmWomJp50KOzmBIHgcXhvWwILV4F9+VPk81GUpSFr1UPAJ"
    "uEUgbdXv9mfLz+9ebDtfHbze3Hu9/QRCmmMHrs3ZJF2M9j79GRdBJPdCTfXQH7bQDwibs8"
    "PkE/EVcg7GJP+M8EtVbondVHiyk1p8hmE1Bf+fON5+mbfl8t4QApNU3VOIbmqn9pndQL6q"
    "Qiw1JWKRUh2Z9W6oB9n1gllR/bs7rvgIE9FBv5AUM8pt72FvMUsVZItUW8KaOQapmzRNtG"
    "/kBGWguye+Oz2ivItmOpHKoo+zPm/IksexlibHirXyTCun6j0tLrb2QEkTMOMj1igVcsts"
    "EjIejmOC46Kr+DBRXTPrIoN5kUN+G575XQFnGrZV6G+NrQkx6dJ0Jc311i5YQxHKrhBd8H"
    "mwyHvjjs8IUUj8EBAotQPlVuEw5DZIapDY4RWL6MpX0cWrPP9QvkyfVEyjxP8jnzFGHnom"
    "pOz1+XcnaQzfLdHdTNOI/uzkc2NY1gGyrv8xCn29LtoaVHzX79HiaOoXalLPwnBQ4QUbrO"
    "uEH8ZTA4O3s7eH325t3F+du3F+9er/aY9K2izebq5gfYb2IrIe0sETlUqmw3CTKtDCijb8"
    "GzShiH7TW4JcCVj3L4ypU2DvH/3N/d5gSixqiSUjY1Bfo/ZFPe2F7S++t47pjKFDGaU1tQ"
    "h5/A8/7W2//+DijF9vcQ7tX2HhmJDxmbO3RwlRgWkCCIZczdjL2dMZtgJ0dJHqVLnq2SsK"
    "kBWV3Z89l6d/cphv3VTWLnvv3l89W15G7UQMhGVORs6Nr7LX8P6riyUR7K24x7klY7zWhd"
    "Y6uXsdY1al1jsa5RMtU2MJukl690XLfpl9A+GmbYfAs9ZEgaeIJ4EKhEOZ8T6z2CjVdFJK"
    "GjVfgTD/xCLKQcWfz4Ju4SRxznONI09iyI1bKXyj9mTJ8JmlFnDg4r6MYP1wJN1ggDADnB"
    "WuaUmE+ybwyxWgyUjMHraP1jC/WPOp/PXqRVd+5JvqCSNiBC0kGFQP1xbGZ0ey+v1Y2Raa"
    "Vuf0ul7guqFVsmezS9lXhuRUvRiqCD28jg4qwEvrJVLsDqXsIB0aMT6lSBeE3RQYzPSpnh"
    "zgqscGdpI1yLYrtKoK+Duw5Fd9G2w6BLqouWYXvomgs/bcS9HKmbzGzA8Qb9Qp2F39RQJn"
    "JaLSUwRMosplLSUG5MC+ZZaIE5kifa1M+24t/kRAJtya5MwTw/SS+1bSQYxNeQ92jE5vK2"
    "/CnF+gx9RUNPenTCiKLR0ldPkGeHCCMAJEw9fKR0GnBfSa7fZGQbPu6ji1DZ0UfMIaA80S"
    "oLrbJoLcw6BbG2K+oUxJovPwi+vHVLuEuMedvAPXDO/AtRzvrLD/JnFmMeu1/Il3tBSwmF"
    "VdaOCOkV2XgVSiB5VUEcyT87E5u8koghsWCvAuY47B+p/quV62jwOZpjbhfHDKNWmWGOEW"
    "l+eSO/vKUzlvbDOhCeSctD+Uuru/KQ5pQ1p6w55TxOWaGewSGHo5HPGcMHlWOI87HUbGa7"
    "2EwY06oxT1GaTtrOS5nOCyznGWymAiw7fnUz0Dnxq4fP0dcPtQqor4LxiqBz4A4uyshLsl"
    "WBn03aKTKwAlYWTVOEHdw5BhcXpRC/KED8Iom4Rblr46VRdZdO0nUQ74sy28dF/vZxkdo+"
    "RpRVwTho/qKlyJoBthyyRdCmsOVP1LYrRf6uKXTUb0z2riPqd8rmnr00ALcM5Qgx6Qzb2c"
    "OSoEyOjU96EnTRKQXYx+sPN58vPx2dvu4PEkG+4Yicp+Y95QZ+lkwGfK0xZp6RndCxMNQ6"
    "tw8ddl0h7FpCKLAHOfsqOWMnyLTD+2bFegiZWFaLLUjSdQ/rszKFVM/y66iepcqouh4bU7"
    "ktuFMmKnEvKcLuod0IRx7iJqbz2cipKG9mEmvgSwHP56PVqxmCVkvpnUncPeBP35QJ0kta"
    "ZyJBem8ypvv/ElPkpf/KVcGm6DqT/qu2KmhiCla4ysgmyTSwSWA9Vo3vCNvvUZL3XXj2I8"
    "/XvykcSJ1PLCV4v+TlIYI8I5zjCeEGVCipgnWKcI+QQ4XfJXMyQI/daWlA+kE5jOzVttBd"
    "fxHBhCulezmCGaNeFJ0SI+seK9lAAkiAjDjw8dussQxy7X/XZv87NWB+nQxBstJLFqQOTt"
    "N2KLh4DwmEU/5b+e5GEbYuqICWMVQB5fc/fSG2KsyWMSSBKxFkubr3ezpAG2Oef1fcKgsO"
    "NeRrTjLbKmDJLQ9fq466ilWqvOH2YCVKKnYRrWglje2BihTt6DBIiYR/O8MVSzd4WAdLOd"
    "gycg7sAFoy2UEXZ1o6HGx7wJJBaF3Ey2SzGXF2PRQ/+L10FaRANb7r+vN76ThIxjMTO2/v"
    "fle/MtHZdefbBHbE6UF10m2I6phPPk5dnk6gCdh10bHmvPPaAI9h06edNybZzyfZTadx4l"
    "Ps1QHUPfTTVaQ8UoMu4Qvpsh4Bzy0qDMkWenTX6XQJXV3LnspIyIco6ckFR4ShEmjVIBpD"
    "4MYX6PEBOuzq/BrZzHzihpT4CH3OchGtAtsVdNZxpGbYysrcrVEKCsvLfcqx5HySryy5qZ"
    "om1veqVz6l7p8FN04yy05qzLJcReqZZJ/97jqP1u5Tq+tIQW7VuibVvLvyso/T7gdilzFS"
    "4XwG5P7dDSPIVHEPfXUVKOEFdprdsXoIuupYrpW4XOhgeymoyWuaW5dhf10FzGGCjqmpoO"
    "CGiSGf2W6w3UZ67KhEHQNtr2gd/BwzXI+MidyJdvb/iCL386rTLmHYZOqnz8Si+HuqAEnl"
    "f1rf7BclgZpBMwNC2F4wFVTV5CM6JWa/2EU3P0EU+VrJKTpo3sFkI+9KIP0uF+h3qUgD5g"
    "gpfPoQVQA4SddBpOsPkeb0Pxkg57oeh811Lkhdu74S1B2OkcFQisUCR94t4jaSxDpqo21R"
    "GxWiBZrkUEO/vwz+NOISmM+dRr0PyxTTCtqjuZw1HiJfZXN7qSpJuViKFuK9+jucdlBhG1"
    "LcoieyRK4kCMjVvSc586BkN+wB/V5i0jT4qEcncJTrI5gIx6rIN8HmNOhX9kBcrjL/m5ib"
    "2CKqbhf8PvJb9NGUWhZx+ohax4+OWkEnqiw5OOx/C0/jJ+4SwYBwVZHLX9pQikA9CFqULC"
    "Lw3956JkQPBGhGvko5MYg/CSiDORCsuXC/6KnGcnDVD7VPRXoN3Lz8DLD+l8Ff8neNDwmd"
    "Ext+CrjP1PyIXKFK59dtIL/uiFkZKV8f5HjkZBQM2neCrS86FK///hA7D1Mp7WIlrcPmyT"
    "x3iZR2qzVSIbXamkjnUquQS02LAfl7SnfFAGLR7QY9RqjZ/7ax/7HQVlWpYJtBjlPqUW7z"
    "KEdYy7L5vNYUHYrEr00vFpcIKuZI07BuSJFWCdUYjQY1DaqukKQrJL2AcbtftUJSeiOoAd"
    "TSQY4t2wTKohrb/Tbj6q6jiHcEtnw88oEiGz+tS0AbREDuimu5QMpDBXXNVrapTNoH387+"
    "K/G4/+EZBolYi36xXcK32j/7jcvaJxxEsGdT4qGA0K/+669wxDz595gQSyn++2jhUQH1gB"
    "dT+Q/o96UAMJWNQPYGA8B7eQcL+UfaOtHQgx4djqmFIAslGg4DMikeDodo7ghqy4trbZC8"
    "eATGBejl+ASBAkUZG4LOwWgByMoVwDyO4MUeHXl/9h20WqIJQwsqpoqECjLbxiABhgw1EU"
    "eRda717S3ju/oF+vZwBMu604TtO6FvbzofbWxZlJy4MRotOmRJuFRUS1a9IuheytHTUoWn"
    "TgsKT52mC09pG9webXACTyrV+Arb6wpfxUOxRYUv31V77lUruhan0sNS+7Cs2eCq9pU4ZQ"
    "ctp10ysGgDef6Z3y0DeUt8J0P1W4aqIqKZy9dRRJMSNhrWswcfwKYc8tb9cpP5yaiaekDg"
    "8Lmu8qP1EK0T4vL1EHsW6lq3wzcv1UXfLIVzvnCXIOsE2lrG+9MKE1rGa+WwrKp7Vh6aNO"
    "VOw9Mybd++x8EiMwZAVjmJozTd07BelDqLLwrO4ov0WQzJS6vCHKXRMJeCee6q3NWV64Wm"
    "6HTB0KQRBoJTtwM3g1LDm4R3JS2XBHXVXkOZCrxJ6gVKQpqi09AmoX2mJCt/WC6kq/Yayi"
    "SUOhSvt7dQPE6wZ04NkZmqJ18TkiDbY4ngtJR3QMoPbdfJ30S6ZdfRERM6YmK/epHdIyby"
    "TY8vV6KtZYJ6HtZJFXcN2WQDu+sDnnRoTsZZZl2cLQelPZj6YV7lW/uDWbfR4G+E5pl6jf"
    "6/RyOL5CN6/ypyAxD+y0YibLStu00ndx8V2Lr9sStt6Q6GuguW10TiyjI637N8le9ZSuP7"
    "UkHlrcO5WebzJWIg2wZxnUGQL+oApxiJ/GMx5DM2n4sr3qbugzGUdcJplzwZ9fG1z+PrGd"
    "vzDNvE/Qzbdr7qNyTq0vZ6Nnj7ZoUu/CgC9v7z5adPrc4Ltlnu3Os07q5yTHMpOk1LexHV"
    "SsemlY4vnU7kUIFtLyv9gCcflJ9ABh+9ulfIRIMCVbkalMx18SNbIPk6S/RMOYUk15DDgf"
    "tpKFS+axN73hJyUuDJCfowxY58cUQdle9B9u1w7DuUCkg9Yar7frLqQN8QS3jR6NMeHdAc"
    "Q9aMKZVfiYLkHyoxd9BEuW/6SSxUao0FUiRUThiVcGOMJh6bu/JtEXkm8k2ARjbJS2qxTl"
    "2xUdMWNpSrmmslW6tOqiIpRSe2aDCxhdZgNqbBVNtMJQZWe1Tls64vxA34GfOyeIFVLr0C"
    "TkC10WGlOqxUcwE6rLTtYaU6WZAOJM3yWe16xKKO0NARGu2HVkdo6AgNHaGhIzR0hIY2Qu"
    "vSVDuvvhYNcYiJjsLRBvG22211FM5BReH4SmodhLMZIx2DU9UokhOCE5tym0wj5QNwencO"
    "ATcAVREcXAIiVTr6UDJ85V8wprYgftGMqMuB8h+IeULU0mOmR8K6YFPZ6J915SJtkWgTw9"
    "Avskho03lTpvOXKX3YOpSb5Xj3X1aubQCX5XpL1JV7SfeEvLCfOGez8SxuPOgnmHA65kfH"
    "/LRhX9UxP1rduo26VTMn9e1TWsGpFZytYvVaXpj5UGFtLQetKgxnhcwHlYcLYuVliz279j"
    "blhBuZ9E09Is7u0DAOJ/FYrfxq02HSLxAjgsiuNLL5Ph0Rkk4owfbt3KELXuw6LM0UvNCe"
    "vG0ZCps+bZHGPkGl/SW1V+/eoOVT7G0xZZNkGljt4/tyPr4tUoK2jUfssBpUe51qr1OtlN"
    "VK2TYoZbXXaT3ulEoU2g0gUJx+kt10aDpmcOy7Y3QP/XQVpJpqCEiYOua73LQpQ628HHNG"
    "uCqLTRrGag9oLPcvmFYKnWITYgG8VdxioO0EbeJv+kV2Ai0b/gllw8iSLbmeIhRabtDuMV"
    "oSawfD0t8pIW7gQ7EjpKErRkchjex8bXOM8WWUHHZyJcBs4CfXAtPmIK9LNCOzEfG+4UiR"
    "+TFZ0M175BFXMQT+HY5GS8QcEhAgZQqRF0ySDvSqrdfqbK1mNjWz2YrdSDObmtnUzKZmNt"
    "sArmY2NbOZZjbzSnqulcAbGM0dcwlAH0Hcv0ccCwoQTDGfQq8lcwds6iG7VGgw4UrXCQ1G"
    "sDHf7MgUUe+0w3M096vzEXQiH4EWLPKh14KFFiy2LT6rebbD5dk++OE8v1KyyOLborcLeb"
    "cgLMhYJSyuxr8BGfH6iI2goJhK0mTh5XvJjq1Ue9BEZW7i8hXhLpJ7AEcOE1M5PsXMXT3d"
    "F9at8rsORth/nnolvCxmCKFBPyh3tDcu7YpO/iyM2l8Gg7Ozt4PXZ2/eXZy/fXvx7vVq+0"
    "vfKtoHr25+gK0wdozpslcvWvYqtuZKHu4xGn285+Soz1Js5U/aNUUHp+27MnLIu3w55F1K"
    "Dgm2/LQAko1u0LxI6jhAkAtABamhPcXDvhCXeZnZBYI7hXyRp9o0n2FAK2n2qaSRHBqbey"
    "bxMaqwU6YIO7hh1n/Or1CrNJkTVPqszzjrPYI5ywiwLJrBIUUHp+5FqYpsFwUV2S7SFdm4"
    "wGKe4USfj/GaoimMU5txj7l+zOwh7g9asZsPfXcVuz5rVdXHIUGlT4XNCt4QshqUvB33dU"
    "hMrjYpei/nFhXXjvCWvQxRJnK3XyTOYGhnENmQlvUGBT0s9CSHm3kIq8w179FiypBFLfk/"
    "Fkgw+T81p4F+ti9/EUdpaRfTZbZmd6ceH51H52FKgJSBPym4qAAgiHJkMpcSC8kxZkodDC"
    "pk7v9pswnigto2UgWhkUcnU4HwGMoKiHV3jw42fZdT2Z0//hY6ggZjf7mgJ7KEewLeiRP1"
    "tjBax3la5oSsB14Enry7EiKCnzTIyqzlwH3JgWrEDfWrAnsXp+ogG12/6d5f5BVBzg5LbY"
    "6H3h++gzL4DvLxHaRKNcQ3lPLeJzGyDk7l+oWV9WZdfj+O0WiW9WAVGRl1SQ9GjWERgamd"
    "Rjg/R+Kaoh1ZEuGxncmSeFg6D120oBaVh885Vjo6oiRbnRwty4DTsK5DwbU/RUfLwC2r54"
    "hOqpiSQ74Auv3l06cXC0HAnC+YZ30hUq5+YE/E6WVFI6Rb9QsDE4L2hgcEUjSXFKVjYRWN"
    "POucp2+kyA+k3yEmdydEBUf3P16+Gly8AW0Al5AS6wTdywGyCegk+ohPmSde2fRZ3kipQe"
    "rtWpuY26VaUMNpQORJJYEsRlUPY/uyMMcY2zfnJfjaN+e5bC3cOmQ2SpuO6uGjyFeXQurl"
    "LdKexii7xzwfyCCHIG3Ke7rNwo6Q6by2LR9fHeC+MxOiA9ybDnB/GVHoymbmUy9D+vFv9I"
    "sEnhE0KSnhDIeqNfGGQ+T/ZaHwmjUcvkcEm1OQQvy8/GjssZkylzKQMxB1lB6QK+MsiCOI"
    "PEOC3z5cSMk8TT7s0XEIVc1M7KAZ4VwCi5iHRmTsURLUjfc7OoK3+pbjMRHLk5l1fIKi4U"
    "ZSVCRS4EIupl5+5FDwJXA/+IDiSKGgUTDVAmqdR7Nt+2m/QKjT0kY+9N2VNuILt+SSihNp"
    "biXD5hfZAqviqrnA8lxg5JzSjGARIxifWpuTHYWnvga2FLBtLDz7vWIM+ZS6WZx25G4huz"
    "1etdsidB6YTMhc5Ce75ODqyCRX6yHMJWbvJXsMLSS/fPTY+6stiaj1t/d/ndLJFP567B0D"
    "u+zPiL7ydFywFNvd8PMeHY/In8CYy++GjEuSUWeuPIapIMiiHlGWfA6MucMEGkkmXHLlJp"
    "up18rNy1TETQdPXC3XIOZiF146kZBJMgjQDSH1PUFz6/vk1mEeVzG+hO07Z3YZlDG7DPLN"
    "LoOU2aWNMVEZTkSunwCutxeUdVyUFjdrcRJKnDtlHYUSZFo0ynQzjXMNpYPO4mQa2zJRZw"
    "FmWj7aHHYWn16bRc/VYtfgbvR1S+yLbRI/P/tGil6G7Bne6hcJnoGRo7Qvmy+KhbaRE3QN"
    "1hZOLRLEuXHlecYWDoTRLd+vA+gEXnKIyLNJxIiiCKcYiLK825p9WEVxkUtOcLW+5HtRl0"
    "K6O/+3/28Q6meMlobfuk5hMvnI2Puknr9q7b8tVoycFjzbdPL1CwRPPldRq5XEozXJVvJR"
    "y9xUEpJRqXiW04J4ltN0PMuIWRlpuB7kpM8xHATtOxHkViTuXP/9ISbppKJVVtLOp7vbH8"
    "LmyRAWLYlqSTQ8eSoOeYRMO+C12QEvzfGkRvqKMZtgJy9AMIM+MeQj2UFTq3p1Zb/jfHV3"
    "9yk2xFc3yS30l89X1/JEU2MrG1Ff2kjrI/J4vu0GIdaFHocK40Asut3xFiPUu90h7HbVBz"
    "lOqUe5zaOcFLRLa3jjZFrDm7FLxpQWJYGN0WhUN+vN8zgxrdeN63VjE2uzxryAvdLIJs0R"
    "8b2wVRrzuchWl8/FJl25bFE6JAIagw8U/A8RCup/iE9Q4dmglVYtIDLb5YgTAk5P4WVrXe"
    "kYTjfel3f8jHPZIRHNPezRMdlsBhES34WVUJA5xc6EcL9CXqIT5QwG/l2O8ggTzM4NLv9d"
    "AaqWgeqhOPZBNQmmk6LTcQ9tO5L6BQptrf7Lh7676r/ooi25oKIkmtnLYKFXm181TDUDXZ"
    "6BXp1Lmssr4vKi02oz++yf8RrUEqC2Mc4BYL9/oradxTuvbxYy0CpOmkO7LaIcFJ1kaKFA"
    "s8fG4Ntx9ERcgUZEeXYMh9A9P/H7Hw6PV/yp70bCvKXkcHn4lrnRDTU+59GR5MB3Q7AxuK"
    "rM5PH6Chhq5rzy6SUzTd2CstJhAL7/3oUc8urTwnB0zR236bwp4o5XQ1fa2SMk6IQvwh58"
    "PXSmEJ0ppAWne0szhTx4fpjLj5hPoZ58xhGfbFJ40IugscpDJ1s3UP3ud1X4Pnkg6mNrn8"
    "eWh52nKhayoLneTjPE+mBNlWUAguYdPP7rLx3hEubaGXEOuRN1TaCnasZUVVaCKnCG7feH"
    "5usklK/bAx83JVOUwSrZDOdZwEOKBIBjIDnACVkA18e7X64+XaOfv1x/uLm/CbLmr1Ta6q"
    "YSh1eeWF+uLz8lXY3ZzJ1vaWyIk3bQ2nAg1oVcT52UCPKyHLOSVwrY5VCeKcErK7VS/Yyy"
    "5pA1h9wJtkOfm/rcbCX2B3FuamXon0cZ+qJH6oGrQgHzSwfbS0FNnsXZxRsUsnbqE3Gsbb"
    "liuaE/3ooWYQ4Z14bDyEY7HH4nL1iY2svhEE2Z/Dq/SC3mAp29RhZe8pzSufX2r5nOdjGd"
    "gdnaeKZkUUlPk6R7QX1Nq6BeQ7sg5MleGhOPLURGWZ4CXjRFuU+etCl4G2ZIBRPYNmz6RK"
    "pM4wSVnsQpU4MCKPTrroxslFCDm1KOewzScGyz+cbpNLSpeavCEiojmyTTwKY3BNcI5l8G"
    "sPnlfZN07SjyC8/rTJFfgDgIx6k6MhEyPTC1D4ySi6oMyYpAD0btg+ERs3raizVRY4kuUl"
    "LlamwONs+FVhJrJbFWEmsl8Z9aSXzLBB1TEwefndIRx+73i1TETqRlBQ0xkJkEimTgtTYX"
    "jvQTdIkmHpu7xEJPcmzRkVKE9NEzE4QfoydCXI6Y7GLuAHsYhr1k6olrf8qjI7A3ISKo0u"
    "eQBVKF5NH/MsmTICrQ0XAYlpbnw2EfmhAu0Jh6XPQRFiqERr7OmCxAO+23NdncEcPho4Mh"
    "cmcMWurZsQq6CTPCztgzgQLp6oJkjtGRfBblaOFRIYj8vomchGhBxVT2Da9FrePtaoqk8s"
    "LuEoWzIQVsHXldNzwCRtefsDBuRuKnDjJq2XHTLzALhGNX1sU4bN9FH+NBGR/jQb6P8SDp"
    "Y7zatKqIhDEiLRbWLhZGTocK+0mCan+s7GmrN5ZoqELsLCgfshAj22MRn6bmc9PVe9anbP"
    "nZG6PZau62LLVg3bPXplkumfnTNmzfufk6uLgoMWFlq/yqXnAvkQb1q0k8t1Li+ghJ5zA+"
    "PS8Vy3xeEMt8nopn0km1K7EWB6d507my8ldXd3NlhcJAZU5VH/X5tdp0Jt+91WrTyVHDeV"
    "RLctTU1rA/YFu2K5TFNbobttVY8LNHxsQjMEobzAaRlv2yBgTDXRGVLuim1Peheh+JuecQ"
    "C7HxGB05DFTnflU11YqCSv84q1Dbdp0UJrxSagKd3kMrjDuqMCYOfHgGvoU+KxEqXZ2lgt"
    "eKdmbotjPDgbAoLXVnuCQeNadZHElwp5ADwes2OnHBIS3norP/mXg8cF4pe/xHSDrIATSi"
    "LYdFVQHhoHkH0W0k56d8osjUSORb5CMk+7fHv4x6vDbLe4o72Odh9sf/A1807LA="
)
