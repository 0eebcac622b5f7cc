from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        CREATE TABLE IF NOT EXISTS "digest_runs" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "period" VARCHAR(10) NOT NULL,
    "status" VARCHAR(8) NOT NULL,
    "items" INT NOT NULL,
    "created_at" TIMESTAMPTZ NOT NULL,
    "claimed_at" TIMESTAMPTZ,
    "sent_at" TIMESTAMPTZ,
    "user_id" INT NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
    CONSTRAINT "uid_digest_runs_user_id_a3ed39" UNIQUE ("user_id", "period")
);
COMMENT ON TABLE "digest_runs" IS 'A member''s weekly digest for one period (``2026-W47``): written before the mail goes, so a';
        CREATE TABLE IF NOT EXISTS "mail_accounts" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "key" VARCHAR(64) NOT NULL,
    "verified_email" VARCHAR(254),
    "pending_email" VARCHAR(254),
    "all_off" BOOL NOT NULL,
    "user_id" INT NOT NULL UNIQUE REFERENCES "users" ("id") ON DELETE CASCADE
);
COMMENT ON TABLE "mail_accounts" IS 'One per member who has had mail: the key their signed links are made with (unsubscribe and';
        CREATE TABLE IF NOT EXISTS "mail_intents" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "kind" VARCHAR(32) NOT NULL,
    "notice_id" INT,
    "dedupe_key" VARCHAR(128) NOT NULL UNIQUE,
    "data" JSONB NOT NULL,
    "daily" BOOL NOT NULL,
    "due_at" TIMESTAMPTZ NOT NULL,
    "status" VARCHAR(8) NOT NULL,
    "attempts" INT NOT NULL,
    "last_error" VARCHAR(255) NOT NULL,
    "mail_id" VARCHAR(128),
    "sent_at" TIMESTAMPTZ,
    "created_at" TIMESTAMPTZ NOT NULL,
    "user_id" INT NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS "idx_mail_intent_status_243107" ON "mail_intents" ("status", "due_at");
CREATE INDEX IF NOT EXISTS "idx_mail_intent_user_id_cabeb9" ON "mail_intents" ("user_id", "sent_at");
COMMENT ON TABLE "mail_intents" IS 'One mail to send (or one item of a batched or daily mail), written in the transaction of what';
        CREATE TABLE IF NOT EXISTS "mail_preferences" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "kind" VARCHAR(32) NOT NULL,
    "mode" VARCHAR(8) NOT NULL,
    "user_id" INT NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
    CONSTRAINT "uid_mail_prefer_user_id_60f116" UNIQUE ("user_id", "kind")
);
COMMENT ON TABLE "mail_preferences" IS 'How a member gets one kind of mail when it is not the kind''s default: off, at once, daily.';"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        DROP TABLE IF EXISTS "digest_runs";
        DROP TABLE IF EXISTS "mail_intents";
        DROP TABLE IF EXISTS "mail_preferences";
        DROP TABLE IF EXISTS "mail_accounts";"""


MODELS_STATE = (
    "eJztXW1z2za2/isYfak9o7iJEye57s7O2Inb+jaxO7Hb7r3VjgSRkIU1RbAEZUW7t//9ng"
    "OQEt9F6s0Uiw9NLRIHIB+AwHk//+lMhM0ceXIxDcZ3TEou3M45+U/HpRMGf+Td7pIO9bzl"
    "TbwQ0KGj2lNo2Je6pbpDhzLwqRXAzRF1JINLNpOWz71Aj9W5IJI/uMx+wV0y9MVMMv+E3I"
    "8ZsYR45IyMhWNLQolPXVtMSCAemfsdEa4zJzyQ5O7HixenZ28Jl0QGwmf2CQ5rCwvG5e7D"
    "zkaYuvyPKesH4oEFY+bDOL//Ey5z12ZfmYx+eo/9EWeOnQCV29iBut4P5p66du0G36uG+P"
    "DDviWc6cRdNvbmwVi4i9bcDfDqA3OZTwOG3Qf+FMF1p44TTkaEt37SZRP9iDEam43o1MEp"
    "Qmr9AMtrnX7/5va+f3d13+93MtMXUcTwDi9ZsAJg6uFRpXr7B3yEF6ev3rx78/712zfvoY"
    "l6zMWVd3/qoZfAaEIFz8195091nwZUt1AYL0FVs9YfUznOgvthTP18dJNUKZTh8dMoR5g2"
    "F+YJ/dp3mPsQjOHn2zclmP568eXDjxdfjt6+OcYBBXym+iO+Ce+cqlsI+xJmy2cIRZ8GWZ"
    "g/wp2AT1g+1EnKFNR2SHoS/bEO8NGFJfLLLWcf0MML2rewa4RTXgL9/fXnq7v7i88/43AT"
    "Kf9wFH4X91d451RdnaeuHr1NTdOiE/Lb9f2PBH+S/729uVLwChk8+GrEZbv7/+3gM8EeLf"
    "qumPWpHVud0dUItcSss68eh97WmPUk5X5mfZ/f24FMcgRS6SzD+oXjm7kBt9b8xvN72MKs"
    "h1PalE+9TbM+BXaoTwH/nNkuPjiTVNs5OKtMaqeTmdKtnZZnr04rHJfQqvC8VPeSB6bLgp"
    "nwH+tgGyNpB7DbZ0McKgOQM4B3q79JpWnN9tT47amWxBSjWC02HQJfuQXJCWXR0WOu4IRw"
    "ZdH9HgRdEJp/YnMF8jU8EXUtlgNqqCL4JezmwMD9M1o90dXl1+zT2UJ4jy8qeHd4YxboXf"
    "zi7sPFx6uOQnhIrccZ9e1+Amq8I05F6sqibfbW5HSSvkJdOGvt8C3wmUPUYaejV1894Qed"
    "HLVN7G63TGujhGqmGlZW2kzYZMj8byTpdT6KmesIapPJnGBXvQ6hvjXmT+yE3LqM+GJGPO"
    "aHJOSIEpfNiM9gAcgA/u851GKSAONIRPg9J9U3Oxur5wqXHX+nfv6be8SBfiThrrqA3Q+p"
    "ZIRK8op85pfEGk/dR0mOBoMlsh/w2mBw3CVSEOrOyYwNiecLGEX2XIu6BN6E0QnhARHTAJ"
    "rY+CeX8GBP8IRTWPc++XbCbE5PyHVAkGQIo4cvymwi4MPrkpHwyTt4qDl0e4QAfUstS0zd"
    "4GRiH5+QwUDyf7PBAHsOXwcAw2vkyIMTT120qAe9EUqGU+7YAMcI1rWtuubBsdFrNVCvBf"
    "tuMJV12MclxR65R4+5NsK0K5QT/OSrlxX4yVcvC/lJvJXkJ/E7qbF4o+b74y9eNnr5Gv3g"
    "X1s/iG82X09ftKAzYliTxbAGaYBXz7JRAK83yUuec415zhCbD7rJc230Ku3WqzyrULQHrU"
    "qM5VRSeRbqy5Du+5++MIcGoe9KPsopef4AV3MR5H/uR/2kYSvVQS2QraSI6i+ndbU6CjU/"
    "HmcWI2JEqEt0F99I1IJ0UZ8jfNSyHA0Gkv0xGJCRLybk5fE5mfk8CJirtDLIjBIBPdGAUI"
    "InFOp0MuqoHY7Vc13GUeuilDVaR+MK/Ss6XkNvJbwUKr5wzAmbCH9+Qj6qT8gmM+hGOS/p"
    "pyvS7PzeYQv1IDxt559G1fOcqh6Ygeqohq3NUZyjhUCIcw4E7lJ/XsC9hhQpOIfzgMkDBL"
    "QErctPt5cJJvXXiy+X1zcXX/7n6PPFP44TnOqn25sfovZxBvTyf+6vLlKYh9t2rZ0hQWNW"
    "8mqmcrldb8hWJk1DBwZyVfYysbyaZLb7CaQy9yN74hbL45nit0v5pUdsCK+FLStb7kIXaM"
    "WHyLkM2IQcDefQfsKdeRcYjoA8MR89uI9VGzShKYcU+Cs0q2l/amQ8kLvpYrMcs91uBuq5"
    "szFwUejFcQ4NscWL8D78tMRkCNs8vq0aAP08lH3r5uq3/serX68/XPV/u775ePsbeVDGPk"
    "p6nRs2i/rpdYAJEwHgSY7g2RWw34YAn3jz4xPyE/OAZ/OoH+gxkROLPN67ZDbm1pg44gFt"
    "fXq9yWLuK5IRQ6TUMlXzGLkAGYbsORmy2LRUNb7FSPZnfTtgf3JRy7Qp9mzWPGBgD8Xv8I"
    "AhHnF/fS/EDLGxeDZFf17F4tkwB9SmzfyBzLSxlOyNz2qupaQZn8qheqD+TKV8ZPNOjhgb"
    "3eqWibCeblRZev2NDTEa2SWWz2yMNKIOenmG3RwnRUfly4m68C6xubQEiJs47rlWny9DlY"
    "SfI77uaKSe+8iYpzX4C8fWwUBN7xjkWwedOJU47MoZiMfoLUqDSD5VbqauIGxCuYO+nhQe"
    "xiZZh9ACmdPIk88oTy4XUu55UsyZZwhbF6n86s3LSk6d0KzYrVPdTPLo3nTocKsfbkPV7Q"
    "FJOmMV6K5pFcBtq692pTz8H0o8bON0rfGz/a/T09ev352+fP32/dmbd+/O3r9c7DHZW2Wb"
    "zeX1D7jfJL6ErB0sdqjU2W5SZEYZUEXfQie1MI7aG3ArgAtDuXIRnpSE+L/vbm/yIU5Spa"
    "VsbgXk/4jD5c72ks7fRlPXUqYI9OUIuCtPcLy/d/a/vyNKif09gnuxvcdm4kPO5o4dXKam"
    "BSUIZvenXs7eLoTDqFugJI/Tpc9WINzVhCyu7Plsvb39lMD+8jq1c9/88vnyCrgbNRHQiA"
    "cFG7oJryjeg1qubMRIvXWVjTFa45VtdI2N/oyNrtHoGst1jcBUO8hssk6x0nHZpltB+9i3"
    "ouZr6CEj0tATxMeobi7llNnnRIVXY/w2OcK7GJ3OZegXYhPlyKKDwaXH3OC4wJFmZ2Nh/L"
    "szV/4xI/QknnB3ig4r5DoZAp8X3K4C1a0xsx6hb3RjdoVyXdaPY/SPDdQ/mhyJe5FWvakP"
    "fEEtbUCMpIUKge3H61vx7b26VjdBZpS63TWVus+oVmyY7LHrrcT3alqKFgQt3EZOz15XwB"
    "daFQKs7qUcEH3+wN06EC8pWojx60pmuNclVrjXWSNcg5IHVEDfZA84FN1F0w6DNqkuGobt"
    "oWsudHqsO5ip69wKC8kG3VKdhW7aVyZyXq/MAkbKzMYgaSg3ppnwbTKjksCJNtap6fRNyQ"
    "BoG7qyAkwNh4UPuOOQQGB8DTsnQzGF2/ATxPocfcWORuq5UUTRcK7VE+zJZUE/BCQq53Ck"
    "dBp4X0mu3+RUcDjukrNI2dFVcdiwbozKwqgsGguzKetg7IqmrIPhyw+CL2/cJ9wmxrxp4B"
    "44Z/6FKWf9+Qf4mceYJ+6X8uV+2BKgsKvaETGZEKYRWkYCYIYgCXg77AUgRoKZeBEyx1H/"
    "RPVfrwTaDscxHHOzOGactdoMc4LI8Msr+eU1nbGMH9aB8ExGHir+tNorDxlO2XDKhlMu4p"
    "QV6jkccjQbxZwxvlA1hrgYS8NmNovNxDmtG/MUp2ml7byS6bzEcp7DZirA8uNXVwNdEL96"
    "+Bz99qFWAfV1MF4QtA7c07Mq8hK0KvGzyTpFhlbA2qJphrCFO8fp2VklxM9KED9LI25z6T"
    "l03q+7S6fpWoj3WZXt46x4+zjLbB9DLupgHDZ/1vKuuwG2GrJl0GaLcz1yx6kV+bukMFG/"
    "Cdl7G1G/YzH1nXkfcctRjjCLT6iTPy0pyvTcaNKTsItWKcA+Xn24/nzx6ejVy+5pKsg3mp"
    "E3mXXPZZ8+AZOBb9sfCb+fn9CxNNS6sA8Tdl0j7BogDKiPOftqOWOnyIzD+2rFegRZMK8X"
    "W5Cmax/Wr6sUp39dXJv+daY0veeLEYdtwRuLoBb3kiFsH9o74cgj3ILxdDJ0a8qbucQG+E"
    "rAy+lw8Wj9gNdL6Z1L3D7gX72tEqSXts7EgvTe5iz3fzErKEr/VaiCzdC1Jv3X1grcBGO0"
    "wtVGNk1mgE0D64t6fEfUfo+SvHbh2Y88v/1N4UDqmVOQ4J/YoYI8YVLSByb7WKGkDtYZwj"
    "1CztDpTLg5oCfuNDQg/aAcRvZqW2ivv0ggAg+ke5jBnFkvi05JkLWPldxBAkiEjLn48ut8"
    "Yznkxv+uyf53asJ0nYyA5aWXLEkdnKVtUXDxHhIIZ/y3it2N4rVLdQW0nKmqUYYZs1zd6Z"
    "4O0MZY5N+VtMouSxxvrWZ1W7HKlDdcH6xUScU2ohWvpLE+ULGiHS0GKZXwb2O4EukGD+tg"
    "qQZbTs6BDUBLJzto40rLhoOtD1g6CK2NeFliMmHupofiB91Ly0HqO/xx0zUVIvUJemorWq"
    "EhYdPdSvfScpD6TyLY+DDUXf0qgtYuKW1B2RCne9VJuyHaxnrSOLV5OaHeZNOPTuzOl7EJ"
    "8GzjrEOMWn3QIU5yTP1tAHWH/bQVKZ9tQfPyhbVZ60KnNg/6wBr6fNPldIFdXUFPVfQJhy"
    "gXwwfHgr5KN7YFRQKGuXzBHu+xw7aur6EjrEfZB/mY8ac8h9o6sF1iZy1HakLtvDznBiWN"
    "0gj2KdeG9QSPDNzUlhbW96pXOebeXwU3yXKLdBrM8hxrtrPIPuvuWo/W5kur7UhhJtptLa"
    "ppe+VljdPmB2KbMVLBj33MlLwZRpjX4w77aitQgR9atTbH6j7sqmWZaZJyoUudecAtuaW1"
    "dRH111bAXBHwEbcUFLJvUcz+thlsN7EeWypRJ0DbK1oHv8b6ns9GDHaijb1l4sj9vOi0rR"
    "ja/IFtrIb/qDr5Mm3tSsN0N324t7mN/jP0dK06ajVWW/saEa92foXoWVo5XV0KXmoVRL9F"
    "0N667F7AP9UAvlh215JTFaGskd7vM7M5/Z6rV8zk+Fve7JYl+ptgsz6GKT9jur+6CaZM2u"
    "NueRhGcRJA9rVW4EvYvIUJpd5XQPp9IdDvM9FkQh2PGqIaAKfpWoj09tNgSP7vHJALw0ui"
    "5ibfb0749GGFQe4X6hbHQVIst2VjsMYasXlpYhOZ17TIvBoRYbU4+pocauTbncOfxty+i7"
    "nTuId5lYKJYXsyhVXjE/YVmjtzVS3QoyCKBefq72jZkZFOY04e2Zx4QBCSq3uPsPLIkfaM"
    "7HZSi2aHQ/Xc0L23S3AhHHeJFIRRaxz2Cz0wT6rqLhaVFrWZqs2Iv490iy4Zc9tmbpdw+7"
    "jnqi/ohEjmq6Csb3E0eeLNCU6IVFUX9aeN5WbUQNiiYqGY/3SWKyF+IGAz9hXk6TDGMKQM"
    "10D4zUX7RUc1hslVP9Q+Fes1dE7VWb71m+Ff8HuLg0Qu1TseBZ3+tjxEoVBlcqjvIIf6UN"
    "g5ab3vYT7ycY3at4KtLzsUr/5xnzgPM2lLF2fip9ubH6Lm6VymqbSli2+kRvrMJZHJl1kj"
    "X6YRA4r3lPaKAczm6016gtCw/01j/xO2MlWNZp1JTlKaWW7yLGPITe3kgkmiZ0wt+PK5Ob"
    "54ugGUoerVFEvQtCh1zfZAXQo+VSFdUhhAcwBNyKs1s7QaWAtziTLPmfdhm62Fa4rKAFuY"
    "/bYWrAkaA2oWVFP80hS/fAY3lW7d4pfZjWALoFbOyNCwTaAqqondbzWu3jLlyYbAVk+ecq"
    "DIJtmgCtCG6Ro2xbVa1odDBXXJr1dAVMlLW8C0eu6oQ4U1LlkmgIUnIDe/fPrUyWVg93dq"
    "HSiwKZ69ANpiq3kS8o3TLrRuIWeUUyb32cbu1Os5XyjIih0wIkRXOmEss/qs9sS4dRnRRS"
    "++kQTp0LeALnwmjsKxT5YKSKL+Ve4Ik2PlfJDwt9hGhzneDL8vWPywp84/q/osG/P6Dszr"
    "xgpZDH17rZDRBlPrk0oSGW2G0Q8Z/VAzmJo0q11LP2QtGeG9yYaHCmxyC8zH9rn8flVUy6"
    "/Ml/rdc7jPRIsVDKiOkXnSjat6A7uEUR9EM5+EhJpn1Io1Inz4e8SYrdxsu2Tm8wBGIbMx"
    "/IPetHBkjaERerqgu+053KEB/JHhTXc1UM+VlNsE63qRwSAkAwZnMCDA2XIHLi65Hrh4hK"
    "682MvxCUFGQbn2hp2jizAiC1+B8CXBB+u5yBp/h63m5EGQGQ/GioQHbLKO+y+6DauFOIyp"
    "14x3a8OOszL2O5rBqsFrUftWeLfuusJf4rOouHATNIYjyzMs86Be+c8FQfuKuL16Wa1IYl"
    "mVxEyZROPxvkeP94A+5OhJ//vu9qYoEu8hr8yqza2A/B9x+O7yjHf+Npq6FuJJhlPuBNyV"
    "Jzje3zv7nwrEp3wq0qh3kzoM7CA9FToxwtR3ak1IkspMy9anZckG19UQJilbqCE8EI1gJX"
    "dmowguPvPbpQhuSKRy5PWSo6qIOcQU6yjihYt2mkRnDxG3uwp/XfYrLaELVuxqgEg1tghu"
    "MHqIxglxxXqIPQt1jdvhdy/VxZ8sg3OxcJciawXaRsb7ywoTRsZr5LQE4+lk6GLGyLpTk6"
    "XcaHoapu3b9zzYbCIQyDoncZymfRrWs0pn8VnJWXyWPYuxwFldmOM0BuZKME89Vd+ydpB0"
    "hu4Z46Qbxb/HNgoxc9cDN4fSwJuGdyEtVwR10d5AmUlzk9YL1PQ2NKu0ENonzvJqjBRCum"
    "hvoExDaRJfdfaW+Eoy6lvjfpCbGLtYE5Ii258mpJOV8g5I+WHsOsWbSLvsOsYR3Tii71cv"
    "srkjepVwz3hKYhPvWVCmj26jQl9od72nDy1ak0mWGSXfrYD0q2hXdcw9mPpxXRVb+8NVt9"
    "Lg34/MM9s1+v8eT+gBQ2TiUpMpsvXDxhJbGFt3k07uLimxdeu5q2zpDqe6DZbXVJmYKjrf"
    "18Uq39cZje9zJclrHM67ZT6fI/VQ0yCuyoJWyT30rA5wipEoPhYjPmP1ubjgbbZ9MEayTr"
    "TsTMaG5zy+nqgzzbFN3E2o4xSrfiOiNm2vr0/fvV2giz/KgL37fPHpU6Oz8K+WO/e6jNur"
    "HDNcisl+0VxEjdJxn9kvDCvdBlb6nj58UH4COXz04l4pE40KVJ2/rBIH3flRzAg8zpw8cc"
    "mxpBzmcJA6DYWqLmdR359jTgr6cEI+jKkLD064q/I9QN+upNqhNMDUE5a6r0vDhfqGRMKL"
    "nY7Wc1FzjFkzxhzekoTJP1QZvLCJct/USSxUao0ZUSQcFoxKuDEiD76YevC0hD0xeBKkgS"
    "bFWeCiRAYrNW1RQ/iqpVGyNeqkKpNSTGKLHSa2MBrMnWkw1TZTi4E1HlXFrOszcQM6UX0e"
    "L7BIYV/CCag2JqzUhJUaLsCElTY9rNQkCzKBpHk+q22PWDQRGiZCo/nQmggNE6FhIjRMhI"
    "aJ0DBGaFMIfuOvr0FTHGFionCMQbzpdlsThXNQUThaSW2CcFZjZGJw6hpFCkJwEktulWmk"
    "egCOKiIHHwTxmK9cAmJVOrpkJPyFf8GIOwHTRTPiLgf5Zek27jHXI2FZJ7lq9M+yYLCxSD"
    "SJYeiWWSSM6XxXpvNE/eyKyzZBYzje1Rzv/qu5Nw3gqlxvhXLuz+meUBT2k+RsVp7FOw/6"
    "CRecifkxMT9N2FdNzI9Rt66jbjXMyfb2KaPgNArORrF6tSJ+DAd98Bz0z3A2dHJ4Z3W9lG"
    "vGU2XPrr27csKNLfpdDZFkd3gUh5Ma1ii/mnSYdEvEiDCyK4tssU9HjKQVSrB9O3eYgheb"
    "TstuCl4YT96mTIXDH9dIY5+iMv6Sxqt3b9DKMfXXWLJpMgOs8fF9Ph/fBilBm8YjtlgNar"
    "xOjdepUcoapWwTlLLG63Q77pRKFNoMIFScfoJuWrQcczj2zTG6w37aCtKWaggATC3zXd61"
    "KUN9eQXmjOirLDdp9Bd7wM5y/6JppdQpNiUW4FMlLQbGTtAk/qZbZicwsuFfUDaMfbIVv6"
    "cYhZEbjHuMkcSawbB0N0qIG/pQbAhp5IrRUkhjO1/THGO0jFLATi4EmBX85FJgWh3kdUEm"
    "bDJk/jeSKDIdk4XdnBOfeYoh0HckGc6JcFlIQJQpBC5YLBvotbVe67O1htk0zGYjdiPDbB"
    "pm0zCbhtlsAriG2TTMZpbZLCrpuVQCr2A0N8wlgH2Ecf8+c20sQDCmcoy9VswdsKqH/FKh"
    "4YKrXCc0nMGd+WbHloh6pg3GMdyvyUfQinwERrAoht4IFkawWLf4rOHZDpdn+6DDeX7lbJ"
    "bHt8Vvl/JuYVhQf5GwuB7/hmTM7xIxxIJiKkmTTefnwI4tVHvYRGVukvCIeJfAHiCJK4Ix"
    "zE85c7ed7kvrVumuwxnW46lHovNyhhAbdMNyR3vj0i75w1+FUfuv09PXr9+dvnz99v3Zm3"
    "fvzt6/XGx/2Vtl++Dl9Q+4FSaOMVP26lnLXiW+uYqHe4LGHO8FOerzFFvFi3ZJ0cJl+76K"
    "HPK+WA55n5FDwi0/K4Dkoxs2L5M6DhDkElBRamhO8bAvzBN+bnaB8E4pX+SrNrvPMGCUNP"
    "tU0gCHJqa+xTRGNXbKDGELN8ztn/ML1Got5hSVOetzznqfUSlyAizLVnBE0cKle1apIttZ"
    "SUW2s2xFNhnQYJrjRF+M8ZJiVxhnNuOO8HTM7CHuD0axWwx9exW7mrWq6+OQojKnwmoFbw"
    "TZFpS8Lfd1SC2uJil6L6Y2D67cwJ93ckSZ2N1umThDsV2fQUNe1RsU9bDYE0y38AlVmWvO"
    "yWwsiM1t+D8NSCDg/9wah/rZLvxirtLSzsbzfM3uRj323J57P2ZIKtCfFF1UEBDCJbGEx5"
    "lNYI6FUgejClnqPx3xQGTAHYeogtDE5w/jgNARlhUIlt31XGppl1PoTs+/TY6wwUh/LuSR"
    "zfFegM8kmXpanK3jIi1zStZDLwIf7i6EiPAnD7MyGzlwX3KgmvG++lWDvUtStZCN3r7pXn"
    "/kNUHOD0vdHQ+9P3xPq+B7WozvaaZUQ3JDqe59kiBr4VLevrCy3Kyr78cJGsOyHqwiI6cu"
    "6cGoMWwWUO5kES7OkbikaEaWRBy2NVkSD0vnYYoWbEXloTnHWkdHnGStk6NhGXB2rOtQcO"
    "1P0dEwcKvqOeKLKqHkgAcgN798+vRsIQhUypnw7S8M5Op78cjcTl40QrZVtzQwIWzf95EA"
    "RHOgqBwLq2jgrHMfvwGRH0m/IwJ2J8IDSe5+vHhxevYWtQESIGX2CbmDCXIY6iS6RI6FH7"
    "xw+BPcyKhBttu1MTE3S7WgprOPkSe1BLIE1XYY2+eFOcHYvn1Tga99+6aQrcVbh8xGGdPR"
    "dvgo9tXjmHp5jbSnCcr2Mc8HMskRSKvynq7zYcfITF7bhs+vCXDfmAkxAe67DnB/HlHo0h"
    "HWYydH+tE3umUCzxCbVJRwBgPVmvmDAdF/2SS6Zg8G54RRa4xSiM7LT0a+mChzqUA5g3BX"
    "6QGlMs6iOELYEyb47eKFjMyzy8F6rsu4amZRl0yYlAAsET4ZspHPWVg3Xnd0hE/1raQjFs"
    "xPJvbxCYmHG4GoyEDgIh7lfnHkUPgmeD98gfJIobBRuNRCapNHs2n7abdEqDPSRjH07ZU2"
    "kh9uxU8qSWS4lRybX2wLrIur4QKrc4Gxc8owgmWMYHJprU52FJ36BthKwDax8Oz3ijGUY+"
    "7lcdqxu6Xs9mjRbo3QeWQyMXORTnYp0dVRAFfrEyoBs3Ngj7EF8MtHvc7fHCDi9t/P/zbm"
    "D2P8q9c5RnZZr4iu8nSciQzbvePxeq7P4Ccy5vDemHEJGHXhwTHMA0Zs7jNlyZfImLsiIE"
    "NgwoErt8REPVZhXqYybjoccfG5hjEXm/DSqYRMwCBgN4xtbwTDre+TW8d1XMf4ErVvndnl"
    "tIrZ5bTY7HKaMbs0MSYqx4nI0wngOntB2cRFGXFzK05CqXOnqqNQisyIRrlupkmuoXLQWZ"
    "LMYFsl6izEzMhHq8POkstrtei5+NgNuCt93VL7YpPEz8/aSNHJkT2jW90ywTM0clT2ZdOi"
    "WGQbOSFXaG2R3GZhnJtUnmdi5mIY3fx8GUAX0LnEiDyHxYwoinBMkSjPu223g9UUFyVwgo"
    "vvC56LexzT3enf+t8w1K8/nPd1620Kk+khE8+TGX/RWj8tVYycETybdPJ1SwRPOVVRq7XE"
    "oyXJWvJRw9xUUpJRpXiWVyXxLK+y8SxDYeek4bqHRV9gOAjbtyLIrUzcufrHfULSyUSrLK"
    "SdT7c3P0TN0yEsRhI1kmh08tSc8hiZccBrsgNeluPJzPSlEA6jblGAYA59asqH0MGuvurF"
    "lf3O8+Xt7afEFF9ep7fQXz5fXsGJpuYWGnEtbWT1EUU833qTkOjCzEONeWA2X+94SxCa3e"
    "4Qdrv6k5ykNLPc5FlOC9qVNbxJMqPhzdklE0qLisAmaAyqq/XmRZyY0esm9bqJhbVaY17C"
    "Xhlk0+aI5F7YKI35NMhXl0+DVbpyaFE5JAIbow8U/h8jFNT/MT5BhWejVlq1wMhsTxLJGD"
    "o9RZftZaVjPN1kF+7ojHP5IRG7G6znWmIywQiJ76JKKMQaU/eBSV0hL9WJcgZD/y5XeYQF"
    "wikMLv9dAao+A9VDeeyDahIuJ0Vn4h6adiR1SxTaRv1XDH171X/xj7biBxUnMcxeDgu92P"
    "zqYWoY6OoM9OJcMlxeGZcXX1ar2Wd9xhtQK4DaxDgHhP3ukTtOHu+8vFnKQKs4aYnt1ohy"
    "UHTA0GKBZl+M0Lfj6JF5ARky5dkxGGD38kT3PxgcL/hT7UYi/DlwuDJ6ysLohi2O03OBHP"
    "luDDZGV5UJHK8vkKEW7gtND8w090rKSkcB+Pq5SznkxatF4eiGO27SeVPGHS+mrrKzR0TQ"
    "Cl+EPfh6mEwhJlNIA073hmYKufd1mMuPVI6xnnzOEZ9uUnrQB2FjlYcOWu+g+t3vqvB9+k"
    "A0x9Y+jy2fuo91LGRhc7Od5oj14TdVlQEIm7fw+N9+6QiPCc/JiXMoXKhLArNUc5aqshLU"
    "gTNqvz80X6ahfNkc+KQFTFEOq+QIWmQBjyhSAI6Q5AAXZAlcH29/ufx0RX7+cvXh+u46zJ"
    "q/UGmrm0ocXnhifbm6+JR2NRYTb7qmsSFJ2kJrw4FYFwo9dTIiyPNyzEpeKWGXI3mmAq+s"
    "1ErbZ5QNh2w45FawHebcNOdmI7E/iHPTKEP/OsrQZz1SD1wViphfuNSZB9ySeZxdskEpa6"
    "dekSbaViuWG/njLWgJlZhxbTCIbbSDwXdwwabcmQ8GZCzg7XSRWioD8volselcFpTO3W7/"
    "hulsFtMZmq37T5zNaulp0nTPqK9pFNRLaGeMPTrz/oMvZkFOWZ4SXjRDuU+edFfw7pghDU"
    "RAnb7DH1mdZZyiMos4Y2pQAEV+3bWRjRMacDPKcV9gGo51Nt8knYE2s25VWEJtZNNkBtjs"
    "huD1w/WXA2xxed80XTOK/OJ4rSnyixCH4Th1ZyZGZiZm6xOj5KI6U7IgMJOx9cnwmVU/7c"
    "WSaGeJLjJS5WJuDjbPhVESGyWxURIbJfFfWkl8IwI+4hYNXzujI07c75apiN1YyxoaYiSz"
    "GBbJoEttLh7pJ+SCPPhi6jGbPMLckiOlCOmSJxEweUweGfMkEdDF1EX2MAp7ydUTb32Unh"
    "tQ/4EFYZU+l82IKiRP/iWAJyE8IEeDQVRaXg4GXWzCZEBG3JdBF2v1+XNiwxNw4GdC2qlH"
    "AtFzB4MElic/3dz+dtO/+HB/++VOq7J1x5aYusFgEEbsxHuCB6dhjT983ol4YlhUXV0Ahr"
    "rnHsEDcklmPg8CBqA8wMolMx6MAR98F45lAAeDP6aAQh9xGQy+jX5y+EFwmZDZmAbQin21"
    "mO/hk6gGErqnxGeeMw8vqIihUNnSxbnQD6K4eoRKQymPdd7bcK4eBMPMt/B0AQ4DTxumHu"
    "q5URBSODAZCccRMzQCEMxBRY5ucMIwmEn3tXzRIYOrTI+jRz1er+BKJmnuJiFKK/LjbiPp"
    "7YohcIr114yY9FM/t/t6+xhjuXCxXbRuTRxZoziKbonlJ5q6ql7kUfs2upGfVnEjPy12Iz"
    "9Nu5EvzqU6Un+CyEj+W5f8Y2d6jf0kRbU/aeVVozeWeDRK4rSpHpWSINtjnaZdreddF2ha"
    "nuPVV2+CZq2127DskdtevQ7P87otXrZR+9at19OzswoLFloVF27De6lMt1p+qANwjKR1GL"
    "96Uylc/U1JuPqbTMhakhOvCnOSqoVVILa+/S5knOq7b5zEbL55BdJMyv822wVMJr/iT6m9"
    "mfwiOba2kGU2yuKN0uQZ35OpzaRu3nLq5szWsD9gG7YrVMU1vhs21ZT5s89GzGc4SyuMmr"
    "GW3armzb63IKpcblIZFyPjIwmmvstsIkYjcuQKNNJpm5RqxdHgeJxXRnK9TkrT8SkZyyQf"
    "MraORsjF27d1MBdfPAffUo+6GJWpHVXDp864WrXb1epAWJSGOlt95A9MBl+muZ5Wy5ulfI"
    "itmvX9aVUnq4ulw5OO3CO6C+Ufg34yHvO5sNFf6fTl6dsXv715Nxgcn6dcZnR5DMod5ZfT"
    "JVIQmsOg7GqonisZzLpN4L0xvBeb/EsMyRF0TNVFOlLpiYnlUzk+JlgRRxJXYKVbzH+sBw"
    "5m3GKreSLd2nBFzxv7qyehBl+0pGghZ/SqWirhkkzCac4IzohgmuMCUpKreUGxR9uXp5NK"
    "7ccE9r4CyO8LMX6fhhj4pEmdAL9FexPZl4nWMMr6v6Cy3nIozMlas56gNIa4JhviJCpp60"
    "9xjMzMb5Pn12gFjFbAaAUKy3iCqHthaRfeHL1A/Ha3tKgnNOxT3bJGABZWCgoNCljwckwl"
    "/GcrATw0JzBVeJP7RMJqYjZBJ0NJqI9Sus102NDR1JXTIXY+ZLmlPXc3VM99AsEvss2QQD"
    "wyV56HgUzY45PgtgwjrrDD464aDDYwDATBv+dYIOmJ2fpvZKd67tFgoPsFJoLhI2LolaLT"
    "EGPSsbAHLknUVEcs8YCwP6aAORkM8KM6CTsIR4YH67kR8YzyQBUxFQTeJ3wOGDyUe6KxNU"
    "DCsZUiRYelYdw3f0JieB7uYAt3EfnVc3sdV2hFCg0IdZxeh0hA0BqbXGcN1HfASq1lBGJ5"
    "KRjaoOl4+6aCEP72TaEUjreSsmPyO66Dcpayfb6op2dVAIdWJa7VGcgTu1c9JV6K0ABeCX"
    "DY3/tiNKpp54xRGTvnYdk5D/4wzMgzddjvVbIPsJv3Av7ZseTTwtQTG8sy8AmwYlEmvLta"
    "kuGqYZ1cw8jpAheNpj9lGERGGTXqaDCkZEiB80V3KZ+oBFaqPTDkkfGRuzorgE9dSXWgKd"
    "BhioNcWWZno/Vci8KMYYYDFGJ84TjMfoHTE2VGgO0c8zm4MGJXcfuDgc3sqcf6wBQOBigg"
    "4fKMJ68A4ccNyMgXk547ZCgx4POwyCJK7jGFBHO4kpHQsKrtpyqzxJRhF1KNNKH+o7o8gU"
    "FR/4bDDQZ6wmyQUnou0nwGwQYWyIvrj1qimuHo3IX3h0f1hecxzCGBTmuOcB/QlU0JP9jh"
    "uRK/uiQm5MGvMbdtlG2Ej+kxbGiB9CP9DoMBBUwnXiAxGQafMLlWUoeldQteecv5FmKfYK"
    "S1NLkImnQYlUpmxj9vd/55ek+rx0slaExARpY9XR4HddZtkmo7q/d5N4akB8VpFes+tCr2"
    "oTjNWPhx08hiXJY7U7dvRgINHLY1CTQK8piWyr9FqUyN9Fsm/Yb8UQbqcnPtkqqFPhhtMt"
    "cax7Ds4bFlx7BIYKnB9MRJjHtYJlEKlUGf+X5e/F5JupQEVesSeuwkaUoo69eBOUbSPm3+"
    "TthK4xHV7iPWeLMWf13t9WZtgNXouSfX+MEdmj1or35w5XH7qRbdlTak2nH6P4rZMr4ec1"
    "JrbysMqBcjbfOJHLy4XGSyxvvfYH5qNaHnGJHfRZ8rAQN3tf0nG82/26FMzP/zb1RdY1N4"
    "HpsCbge15JOwfQvB3bLewnAwhoMxHEwRB3PBfG6N8ziX8E4px0KXbVbxKcWAGq/uZp3zT8"
    "yXYemcGj7HEUkLD6Sd6CTxo6qBcNi8hei+elktTUBZnoBMogAYMcjNOFhs5o6R7N/S/Tw6"
    "yK3ZtDfyi930MPvz/wHAHEtb"
)
