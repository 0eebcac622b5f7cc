from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
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
        ALTER TABLE "auth_sessions" ADD "reauthenticated_at" TIMESTAMPTZ;
        ALTER TABLE "users" ADD "totp_enabled_at" TIMESTAMPTZ;
        ALTER TABLE "users" ADD "totp_last_step" BIGINT;
        ALTER TABLE "users" ADD "totp_secret" VARCHAR(64);"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        ALTER TABLE "auth_sessions" DROP COLUMN "reauthenticated_at";
        ALTER TABLE "users" DROP COLUMN "totp_enabled_at";
        ALTER TABLE "users" DROP COLUMN "totp_last_step";
        ALTER TABLE "users" DROP COLUMN "totp_secret";
        DROP TABLE IF EXISTS "recovery_codes";
        DROP TABLE IF EXISTS "passkey_challenges";
        DROP TABLE IF EXISTS "passkeys";
        DROP TABLE IF EXISTS "pending_sign_ins";"""


MODELS_STATE = (
    "eJztXWtz2zbW/isYfak9o7iJfEk23dkZO3Vb7zpxJ3a7l3qHgkhIwpoitARkRd23//3FAS"
    "/iXaREyhSDL4kl4oDUAxB4zhX/682YRWx+crkQ03vCOWVO7z36X8/BMyL/yLrcRz08n68v"
    "whcCj2zVHsuGBvdaqit4xIWLTSEvjrHNifzKItx06Vx49+pdIk4nDrFeUQeNXLbkxD1BD1"
    "OCTMaeKEFTZlscYeRix2IzJNgTcb5DzLFXiAqO7n+6fDU4v0CUIy6YS6wTuK3FTHlf6kwa"
    "u8PCof9dEEOwCRFT4sr7/PZv+TV1LPKF8ODj/MkYU2JbMVCpBR2o7w2xmqvvbhzxg2oIDz"
    "8yTGYvZs668XwlpswJW1NHwLcT4hAXCwLdC3cB4DoL2/YHI8Dbe9J1E+8RIzIWGeOFDUME"
    "0t4DrL/rGcanuwfj/vrBMHqp4QskInj7X5lyBsihl4/K1a+fwCO8Grw5e3v27vTi7J1soh"
    "4z/ObtH96t18B4ggqeTw+9P9R1LLDXQmG8BlWNmjHFfJoG98MUu9noxqUSKMvHT6IcYNpe"
    "mGf4i2ETZyKm8uPFWQGmv15+/vDT5eeji7NjuCGTr6n3En/yrwzUJYB9DbPpEoDCwCIN8/"
    "fyiqAzkg11XDIBteWLngR/bAN88MUa+fWSsw/o5Q+07uSq4Q95AfQPNx+v7x8uP/4Mt5tx"
    "/l9b4Xf5cA1XBurbVeLbo4vEMIWdoL/fPPyE4CP6192nawUv42Liqjuu2z38qwfPJNdoZj"
    "hsaWArMjuDbwPUYqNOvsyp7G2LUY9L7mfU9/m+HcggByAVjrKcv3L7Jo6g5pbveHYPNYy6"
    "P6RtedW7NOoLSYeMSpQkIrGZlxzCwl0DNQGyN37KZCYAVxrdHySTlKz0b2SlQL6RT4Qdk2"
    "SA6nPwX/xuDgzcP4LZE3y7fptdvAzZcXRSyd8ufzERHne7vP9w+f11TyE8wubTEruWEYMa"
    "rrABS3wTtk1fmg1myW+wgycKHPgV8Mw+6nK9w9df5swVvQy9KHK1X6QWKdZKVMPSWtGMzE"
    "bE/Yajx973bOnYDFtotkLQ1WMPYdec0mdygu4cgqROg+bE9UXQEUYOWSKXyAnAhfx/bmOT"
    "cCRXZsT89zmuHzV2r0eHOeT4O/XxdzpHtuyHI6mHwRfQlVSwiD3uI84QdlZoSUZo7jLZA0"
    "cmdtBUqmSyDWILgfw/pRrmkGd564Wc0O6j8+2MWBSfoBuhJEYEWf5PIJZU4kwJ7pi56K38"
    "NSuOjuCXf4tNky0ccTKzjrUy10JlTq6FYsGrKHJriXqUuDKrZm9OHAtgagrlmC735nUJXe"
    "7N61xdDi7FdTn/vU7DfEUd7K6ygY4IJZAerQThneJyV7d3VzEaJ8G8uvl0+fmfRx8v/3Ec"
    "43K3d59+DNpHKdrVPx+uLxPAc/p7Buq5q0bQfH9k63Wr1w1tjfi6rRHwy1bbaaehnNZJ26"
    "yTtsjetHmUtblpu0Fe0/QtxjklrF/oNo+1NjJ128j0otrogZuYfsacP5FVL8O+FFzqFxmX"
    "5l6j0oalv5MR+PMdJDmwBbZ6bIMZx+/mGOHAtgNec2WsWVIx7SOLcpM9y2kh7/teGXAixn"
    "7mZpiVGrrTo/NEyNyzMYWWq+FQDS8YjGwyHCprEXb4krgcrEZYqJu8oo6yNTkMkRmmNliT"
    "sHwYSxuGWrPK9QsMQ+uJlLmb5NuHUoKd8/W/OXtdykIkm+XbiNTFuI49X4xsahr+MlTeUB"
    "SX29JW1LZd/EWMRRPHUKtSFv6TAqtRVK4ztqM/DQanp28Hr08v3p2fvX17/u51uMakLxUt"
    "Nlc3P8J6E3sT0hamyKZSZblJiO3PJn3AoUXq/woYB+01uCXAlbdyeOh/jEP81/u7TznhcT"
    "GppIpNTYH+D9mUN7aW9P48XjgmYIlGC2oL6vATuN9fmnK5FMAOKMXW9wDucHmPjMSHjMUd"
    "OrhKDAtoEMQyFvOMtZ0xm2Ane2Bicsm9VQo2NSDhN3veW+/ubmPYX90kVu5Pv3y8upbsRg"
    "2EbERFzoKuXQb5a1B3XQY25sKQm/I2456U1ZZGbWls9WvcaUtjO16VA7c1SlJtA9kkvXyj"
    "47pNv4T10TCD5lvYIQNRZdGTwEF0F+V8Qaz3CBZeFcaFjsKYMY48QC20nBLHDwrjc+KIY7"
    "D7FVoia74XBLjZKxVhNqbPBM2osxCEn6AbL8YNLFkjDADkRLiZU2I+yb4xBLgxMDL6j6Pt"
    "jy20P+oso71oq/OFK3lBJWtARKSDBoH6g//M6PJe3qobE9NG3f6WRt0XNCu2TPdoeilx5x"
    "U9RaFAB5eRwflpCXxlq1yA1bU4wsylE+pUgXgt0UGMT0u54U4LvHCnaSdciwLidAJmh2wX"
    "bdsMumS6aBm2h2658HJt7uVI3WTWKIk36BfaLLymhnKR02qFSqCIyHIqNQ0VxrRkroWWmC"
    "O5o029FDXvIicSaEt2ZQrmeqVDqG0jwZDJZuQ9GrGFvCw/SrU+w17R0J0eHb/+CRqtPPME"
    "eXaIMHxAgoIoR8qmAdeV5vpNRg2U4z46D4wdfcQcAsYTbbLQJovWwqwLo2i/oi6Monn5Qf"
    "Dy1r3CXSLmbQP3wJn5Z6KC9Vcf5McsYh67XsjLXb+lhMIq60eEmhRsHKYSSK4qiCP5szOx"
    "ySuJGBJL9sonx0H/SPVfrYhgg/fRjLldjBlGrTJhjglpvryRL28ZjKXjsA6EM2l9KP/V6q"
    "4+pJmyZsqaKecxZYV6BkMORiOfGcMPKkeI87HUNLNdNBPGtGrOU1Smk77zUq7zAs95Bs1U"
    "gGXnr24GOid/9fAZff1Qq4T6KhiHAp0Dd3BeRl+SrQribNJBkb4XsLJqmhLs4MoxOD8vhf"
    "h5AeLnScQtyuc2XhlVV+mkXAfxPi+zfJznLx/nqeVjRFkVjP3me6z22dsTsOWQLYI2hS1/"
    "orZdKfN3LaGzfmO6dx1Zv1O2cO2VAbhlGEeISWfYzh6WhGRybDzRE7+LThnAvr/+cPPx8v"
    "bozev+IJHkG4zIWWreU27gZ0ky4NcaY+Yacht8SkNemGqd24dOu66Qdi0hFNg1OCGVgrET"
    "YjrgfbNhPYBMrKrlFiTluof16aCMyjPIV3kGKUrusjGVy8J8ykQl9pIS7B7ajTDyADcxXc"
    "xGTkV9M1NYA18KeL4YhY9mCJplhC4ozp8l3D3g31yUSdJLemciSXoXGdP9P8QUeeW/ck2w"
    "KbnOlP+qrXS8mIIXrjKySTENbBJYl1XjHUH7PWryXgjPfvT5+heFAzkcBUsN3jsn5BBBnh"
    "HO8YRwY+yyWRWsU4J7hByORVoxJwP02JWWJqQfVMDIXn0L3Y0XEUzMpXYvRzBj1IuyU2Ji"
    "3aOSDRSABMiIAz9+m3csQ1zH37U5/k4NmCpdxwXJKi9ZUDo4Lduh5OI9FBBOxW/lhxtFaJ"
    "0kDvIXZRC7K1/yh799JjZWPzs9JH4oEVS5uvd6OkAfY158V9wrmzhMc3uw4sd3dhGr6NkQ"
    "2+MUOYaiwyAlStjtDFesgN5hLZXlYMvIot8BtGT6fhdnWjrBaXvAkmlVXcTLZLMZcXZd5j"
    "94vXQVJN/Yu+v75/XScZCMZyZ2Xt69rn5lorPvnWfl3hGnB9VJtyGqYz55OHV5OoFuu+tL"
    "x5qLN2sDPIZNn3ZemGQ/t7KbTuPEp9itA6h76KerSLmkBu34M+myZowXFhWGpIUu3XU6XU"
    "JX17KnMhryIWp68oUjwlAloWpQjSEV4TP0+AAddnV+jWxmPnFDanyEPmcFPVaB7Qo66zhS"
    "M2xl1aLWKHkojeU65VhyPslHlmyqpon1g+qVT+n8a8GNk8yDFDVmWcEP9Uyyj153nUdr96"
    "nVdaSgWmhdk2rRXX3Zw2n3DbHLGKkENQOq2e6GEdReuIe+ugqUcH0/ze5YPfhddax6SFwv"
    "dLC9EtTkNc2ty6C/rgLmMEHH1FRQcMPEUKFrN9g+RXrsqEYdA22vaB38HDPmLhkTuRKZu9"
    "ptosj9HHbaJQybLGb0kVgU/0AVIKmKRuuL/aKyRjNoZkBS1gsWN6paTkMXeewXB53mlzwi"
    "XyqF+frNO1g+410JpN/lAv0uFTvPHCGVTw+iCgAn5TqIdP1Jv5z+ngFybjBt0FxXN9SnsV"
    "eCusNZHxgOF7HY0tkmEyEprPMQ2paHUCH+vUmGGsT9ZfDTSEhgPjuNRh+WOR7Kb48Wcta4"
    "iHyRze2VOhtpjqVqId6rv4NpB2dGQ9FW9ERWaC4FfHF17UnOPDiEGtaAfi8xaRq81aPjB8"
    "r1EUyEY3VsNcHm1O9X9kDmXNWyNzE3sUXUSVTw+chr0UdTalnE6SNqHT866g06UQdtU6mw"
    "fQt34yfzFYIB4eqMKe/VhuL66kbQomRZ/P/11jMhuiFAM/JF6ol+RoUv6c8B/50L1oueai"
    "wHV31Q61SkVz/My6tp6v0y+Et+rvEmQXBiw3eB8Jmab5GrVOmKsQ1UjB0xK6OI6YMcj5wa"
    "eX77TtD6ok3x+h8Psf0wVaQtdkhz0DxZuS1RpC18RyoUC1sL6epgFaqDaTUgf03prhpALL"
    "rdoMcENf1vG/2PJWuq2vvbDHJcUo9ym0c5Qi3LVqhaS3Qot7w2u1hcI6hY9UvDuqHoVyVU"
    "YzIa1DSo+swffebPCzi3+1XP/EkvBDWAWjrJsWWLQFlUY6vfZlzn6yziHYEtn498oMjGd+"
    "sS0PoZkLviWi6R8lBBXdPKNh389cHzs/9KXO798AyHRKxFv9gv4Xntn73GZf0TDiLYtSlx"
    "kS/onWfrveGIufLvMSGWMvz30dKlAk64XU7lP2DflwrAVDYC3RscAO/lFSzkH2nvREM3en"
    "Q4phaCuopoOPTFpHo4HKKFI6gtv1xbg+SXR+BcgF6OTxAYUJSzwe8cnBaArHwDmMsRPNij"
    "I6/PvoNWKzRhaEnFVIlQQWbbOCTAkaEm4ijynmt7e8t4V7/A3h6MYNlwmqB9J+ztTVdYjb"
    "0WJSduTEarDlkaLhXVyi+HAt0rovmm1FFKbwqOUnqTPkpJ++D26IMTeFLp1KqgvT6zqngo"
    "tjizygvVXrjVjhGLS+lhqX1Y1jS4qn8lLtlBz2mXHCzaQZ6/53fLQd6S2MnA/JZhqohY5v"
    "JtFNGihI2m9ewhBrCpgLx1v9xkXjGqpm7gB3yuz63RdojWKXH5dog9K3WtW+Gb1+qiT5bC"
    "OV+5S4h1Am2t4321yoTW8Vo5LOF5lZWHJi250/C0zNq373GwyIwBkFV24qhM9yysjRxWD8"
    "VLq8IcldEwl4J5MVe1qyufgJmS00dgJp0wkJy6HbgZkhreJLyhtlwS1LC9hjKVeJO0C5SE"
    "NCWnoU1C+0xJVv2wXEjD9hrKJJQ6Fa+3t1Q8TrBrTg2RWaon3xKSENvjobdpLe+AjB/ar5"
    "O/iHTLr6MzJnTGxH7tIrtnTOS7Hl/uiLaWKep5WCdN3DVUk/X9rg940qE5GafM+nC2HJT2"
    "4OqHeZXv7fdn3UaHvxG4Z+p1+v8WzSySt+j9uygMQHgPG8mw0b7uNu3cfVTg6/bGrrSn2x"
    "/qLnheE4Ury9h8T/NNvqcpi+9LJZW3DudmyedL5EC2DeI6kyBfNABOEYn8bTHgGZv3xZDb"
    "1L0xBrpOMO2SO6Pevva5fT1je5Hhm7ifYdvON/0GQl1aXk8Hby9CdOFDEbD3Hy9vb1tdF2"
    "yz3rnXadxd45hmKbpMS3sR1UbHpo2OL11O5FCBbS+VfsCTDypOIINHh9cKSTQYUFWoQcla"
    "Fz+xJZKPs0LPlFMocg01HLhXhkLVuzax666gJgWenKAPU+zIB0fUUfUeZN8Ox15AqYDSE6"
    "a67hWr9u0NsYIXjd7t0QHLMVTNmFL5K5Ff/EMV5vabqPBNr4iFKq2xREqEygmjCm6M0cRl"
    "i7l8WkSeiXwSkJFN8oparEtXbLS0BQ3lW821ka1VO1WRlqILWzRY2EJbMBuzYKplphKB1R"
    "FV+dT1hdiAVzEviwuEtfQKmIBqo9NKdVqpZgE6rbTtaaW6WJBOJM2KWe16xqLO0NAZGu2H"
    "Vmdo6AwNnaGhMzR0hoZ2QuujqXZ++1o0xAEmOgtHO8Tb7rfVWTgHlYXjGal1Es5mjHQOTl"
    "WnSE4KTmzKbXKNlE/A6d05BMIA1IngEBIQOaWjD0eGh/EFY2oL4h2aEQ05UPEDsUiIWnrM"
    "jEhYH9hUNvtnfXKR9ki0iTD0izwS2nXelOv8ZY4+bB3KzTLe/R8r1zaAy7LeEufKvWR4Ql"
    "7aT5zZbNyLG0/68SeczvnROT9tWFd1zo82t25jbtXkpL51Shs4tYGzVVSv5QczHyqsrWXQ"
    "6oThrJR5/+Thglx52WLPob1NBeFGJn1Tt4jTHRrk4SRuq41fbdpM+gVqhJ/ZlUY2P6YjIt"
    "IJI9i+gzv0gRe7DkszB17oSN62DIVNn7YoY5+Q0vGSOqp3b9DyKXa3mLJJMQ2sjvF9uRjf"
    "FhlB28YRO2wG1VGnOupUG2W1UbYNRlkddVpPOKVShXYDCAynt7KbDk3HDMa+O0b30E9XQa"
    "rpDAEJU8dil5t2Zag3L8edEbyVxS4NI1wDGqv9C66VwqDYhFoATxX3GGg/QZv4Tb/IT6B1"
    "w69QN4y8siXfp4iE1ht0eIzWxNpBWPo7FcT1Yyh2hDQIxegopJGVr22BMZ6OkkMnQwVmA5"
    "9cK0ybk7wu0YzMRsT9hiMl5uVkQTfvkUvmihB4VzgarRBziC+AlCtEfmGSdKJXbb1Wp7Wa"
    "bGqy2YrVSJNNTTY12dRksw3garKpyWaabOYd6bk2Am8gmjvWEoA+/Lx/lzgWHEAwxXwKvZ"
    "asHbCph+yjQv0JV/qcUH8EG4vNjkwR9Uw73EezX12PoBP1CLRikQ+9Viy0YrHt4bOasx0u"
    "Z/vgpfP8Sskyi7dFLxdyNz8tyAgLFlfjbyBG3D5iIzhQTBVpsvDqvaRjoWkPmqjKTVw+Il"
    "xFcg3gyGFiKsenmNzV033huVVe1/4Ie/dTj4RXxYQQGvT94472xtKu6ORrIWp/GgxOT98O"
    "Xp9evDs/e/v2/N3rcPlLXypaB69ufoSlMLaN6WOvXvTYq9g7V3Jzj8no7T2nRn2WYSt/0q"
    "4lOjht35XRQ97l6yHvUnqIv+SnFZBsdP3mRVrHAYJcACpoDe05POwzmTM3s7qAf6WQF7mq"
    "TfMVBrSRZp9GGsnQ2MI1iYdRhZUyJdjBBbP+fT5ErdJkTkjpvT5jr3cJ5iwjwbJoBgcSHZ"
    "y656VOZDsvOJHtPH0iGxdYLDKC6PMxXks0hXFqMe6xuZcze4jrgzbs5kPfXcOuR62qxjgk"
    "pPSusNnAG0BWg5G347EOicnVJkPv5cKi4toR7qqXocpErvaL1BkM7QwiG9Ky0aBgh4We5H"
    "AzF2FVueY9Wk4Zsqgl/8cCCSb/p+bUt8/25SfiKCvtcrrKtuzu1OOj8+g8TAmIMognhRAV"
    "AARRjkw2p8RCcoyZMgeDCZl7f9psgrigto3UgdDIpZOpQHgMxwqIdXePDja9kFPZnTf+Fj"
    "qCBmPvdUFPZAXXBDwTJ+ppYbSO86zMCV0PoghceTVUIvyP1K/KrPXAfemBasQN9akCvYtL"
    "dZBG1++6917yiiBnp6U2x6H3h++gDL6DfHwHqaMa4gtK+eiTmFgHp3L9ysp6sS6/HsdkNG"
    "U9WENGxrmkB2PGsIjA1E4jnF8jcS3RjiqJcNvOVEk8LJuHPrSgFpOHxxwrbR1Rka12jpZV"
    "wGnY1qHg2p+ho2XglrVzRCdVzMghHwB9+uX29sVSEDDnS+Zan4nUqx/YE3F6WdkI6Vb9ws"
    "QEv73hgoBUzaVE6VxYJSP3OufpG6nyg+h3iMnVCVHB0f1Pl68G5xdgDeASUmKdoHs5QDYB"
    "m0Qf8SlzxSubPssLKTNIvV1rF3O7TAtqOA3IPKmkkMWk6iG2LwtzjNhenJXgtRdnubQWLh"
    "0yjdKuo3p4FPkyp1B6eYuypzHJ7pHnAxnkAKRNdU+3ebEjYrqubcvHVye470xCdIJ70wnu"
    "L6MKXdnMfOplaD/ehX6RwjOCJiU1nOFQtSbucIi8vywUfGcNh+8RweYUtBCvLj8au2ym3K"
    "UM9AxEHWUH5Mo5C+oIIs9Q4LcPX6R0niZv9ug4hKpmJnbQjHAugUXMRSMydinxz433OjqC"
    "p/qW4zERq5OZdXyCoulGUlUkUuFCc0zd/Mwh/5fAdf8HFGcK+Y38qeZL6zqabVtP+wVKnd"
    "Y28qHvrrYRf3FLvlJxIc1WMnx+kSWwKq6aBZZngZF9ShPBIiIYn1qbix0Fu74GthSwbTx4"
    "9gdFDPmUzrOYduRqId0eh+22SJ0HkgmVi7xilxxCHZlktS7CXGL2XtJjaCH58tFj78+2FK"
    "LWX97/eUonU/jrsXcMdNmbEX0V6bhkKdrd8P0eHZfIj0DM5e+GikuSqLO53IapIMiiLlGe"
    "fA7E3GECjSQJl6zcZDP1WLl1mYrYtH/H8HX1cy524dKJgkySIEA3hNR3B83W98nWYR5Xcb"
    "4E7TvndhmUcbsM8t0ug5TbpY05URlBRHOvAFxvLyjrvCitbtYSJJTYd8oGCiXEtGqUGWYa"
    "Zw2lk87iYhrbMllnPmZaP9qcdhafXptVz/Bl1+BujHVLrIttUj8/ek6KXobuGVzqFymevp"
    "OjdCybp4oFvpETdA3eFk4t4ue5cRV5xpYOpNGt3q8T6AReccjIs0nEiaIEpxiEsqLbmr1Z"
    "RXWRSyYYvl/yueicQrk777P3r5/qZ4xWhte6TmUyecvY86TuH7b2nhYrIqcVzzbtfP0CxZ"
    "MvVNZqJfVoLbKVftSyMJWEZlQqn+VNQT7Lm3Q+y4hZGWW4HuSkz3Ec+O07keRWpO5c/+Mh"
    "pumkslVCbef27tOPQfNkCovWRLUmGuw8FYc8IqYD8NocgJdmPKmRvmLMJtjJSxDMkE8M+U"
    "h20NRbHX6z33G+uru7jQ3x1U1yCf3l49W13NHU2MpG1NM20vaIPM633SDEutDjUGEciEW3"
    "295ignq1O4TVrvogxyX1KLd5lJOKdmkLb1xMW3gzVsmY0aIksDEZjepmu3keE9N23bhdNz"
    "axNlvMC+iVRjbpjoivha2ymC9Etrl8ITbZymWL0ikR0BhioOB/yFBQ/0N+gkrPBqu0agGZ"
    "2XOOOCEQ9BR8ba1POobdjfflFa/iXHZKRHM3e3RMNptBhsR3wUkoyJxiZ0K4d0JeohMVDA"
    "bxXY6KCBPMzk0u/00Bql4D1UNx7oNq4k8nJafzHtq2JfULDNra/JcPfXfNf9GXtuQLFRXR"
    "ZC+DQoeLXzVMNYEuT6DDfUmzvCKWF51Wm+mzt8drUEuA2sY8B4D9/onadhZ3Xl8sJNAqT5"
    "pDuy2yHJScJLRwQLPLxhDbcfRE5gKNiIrsGA6he37i9T8cHof81AsjYe5KMlwePGVudkON"
    "93l0pDjwbkg2hlCVmdxeXwGhZs4rT16SaTovOFY6SMD3nruQIYc/LUhH1+y4TftNETsOh6"
    "50sEcg0IlYhD3EeuhKIbpSSAt295ZWCnlwvTSXnzCfwnnyGVt8sknhRi/8xqoOnWzdwOl3"
    "v6mD75Mbot629rltudh5quIh85vr5TRDrfffqbIEwG/ewe2//qMj5oTN7Yw8h9yJuhbQUz"
    "VjqiovQRU4g/b7Q/N1EsrX7YGPm5IUZVAlm+E8D3ggkQBwDCIHOCEL4Pr+7per22v08+fr"
    "Dzf3N37V/NCkrS4qdTiMxPp8fXmbDDVms/liS2dDXLSD3oYD8S7kRuqkVJCXZcxKXymgy4"
    "E+U4IrK7NS/URZM2TNkDtBO/S+qffNVmJ/EPumNoZ+PcbQF91SD9wUCphfOtheCWryLGYX"
    "b1BI7dRPxLG25Q7LDeLxQlmEOVRcGw4jC+1w+J38wsLUXg2HaMrkr/MOqcVcoNPXyMIrnn"
    "N0br39a9LZLtLpu62NZ0qWlew0SbkXtNe0Cuo1tEtCnuyVMXHZUmQcy1PARVOS++SkTcHb"
    "MCEVTGDbsOkTqTKNE1J6EqdcDQqgIK67MrJRQQ1uyjjuMijDsc3iG5fT0KbmrUpLqIxsUk"
    "wDm14Q5oY//zKAzT/eNynXjkN+4X6dOeQXIPbTcaqOTERMD0ztA6P0oipDEgrowah9MFxi"
    "Vi97sRZqrNBFSqsMx+Zg61xoI7E2EmsjsTYSf9VG4k9M0DE1sf+zUzbi2PV+kYnYibSsYC"
    "EGMZPAIRl4bc2FLf0EXaKJyxZzYqEnObboSBlC+uiZCcKP0RMhc46Y7GLhAD0M0l4y7cS1"
    "3+XREdidEOGf0ueQJVIHyaP/MMlJEBXoaDgMjpbnw2EfmhAu0Ji6XPQRFiqFRj7OmCzBOu"
    "21NdnCEcPho4Mhc2cMVurZsUq6CSrCztgzgQPS1ReSHKMjeS/K0dKlQhD5+yZyEqIlFVPZ"
    "NzwWtY63O1MkVRd2lyycDSVg66jruuEWMLrehIVxMxIfdZJRy7abfoFbIBi7siHGQfsuxh"
    "gPysQYD/JjjAfJGONw0aqiEsaEtFpYu1oY2R0qrCcJqf1R2TetXliiqQqxvaB8ykJMbI+H"
    "+DQ1n5s+vWe9y5afvTGZreZuy0oL1j17bZoVkpk/bYP2nZuvg/PzEhNWtso/1QuuJcqgfj"
    "GJO69UuD4i0jmM35yVymU+K8hlPkvlM+mi2pWoxcFZ3nStrPy3q7u1sgJloDJT1Vt9/llt"
    "upLv3s5q08VRg3lUS3HU1NKwP2BbtiqUxTW6GrbVWfCzS8bEJTBKG9wGkZb9sg4EYx4KlT"
    "7QTZnvA/M+EgvXIRZi4zE6chiYzr1T1VQrCib946yD2rbrpLDglTIT6PIe2mDcUYMxceCH"
    "Z+BbGLMSkdKns1SIWtHBDN0OZjgQitLScIZL4lJzmsVI/CuFDASv2+jCBYf0Ohft/c/E5X"
    "7wStntPyLSQQbQiLUcXqoKCPvNO4huIzU/5R1FpkUi3yMfEdm/P/5lzOO1ed5T7GCfm9kf"
    "/w9tQUn6"
)
