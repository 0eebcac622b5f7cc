from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        CREATE TABLE IF NOT EXISTS "audit_entries" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "actor_name" VARCHAR(30) NOT NULL,
    "action" VARCHAR(32) NOT NULL,
    "target_type" VARCHAR(16) NOT NULL,
    "target_id" INT NOT NULL,
    "reason" VARCHAR(500) NOT NULL,
    "detail" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ NOT NULL,
    "actor_id" INT REFERENCES "users" ("id") ON DELETE SET NULL
);
CREATE INDEX IF NOT EXISTS "idx_audit_entri_action_7b2c7c" ON "audit_entries" ("action");
CREATE INDEX IF NOT EXISTS "idx_audit_entri_created_a88510" ON "audit_entries" ("created_at");
CREATE INDEX IF NOT EXISTS "idx_audit_entri_target__3e4608" ON "audit_entries" ("target_type", "target_id");
COMMENT ON TABLE "audit_entries" IS 'One moderator action: who did what to which object, when and why.';
        CREATE TABLE IF NOT EXISTS "password_reset_tokens" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "token_hash" VARCHAR(64) NOT NULL UNIQUE,
    "created_at" TIMESTAMPTZ NOT NULL,
    "expires_at" TIMESTAMPTZ NOT NULL,
    "used_at" TIMESTAMPTZ,
    "user_id" INT NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS "idx_password_re_expires_f47c29" ON "password_reset_tokens" ("expires_at");
COMMENT ON TABLE "password_reset_tokens" IS 'A reset link''s token; only its SHA-256 is stored. Single use, short-lived.';"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        DROP TABLE IF EXISTS "audit_entries";
        DROP TABLE IF EXISTS "password_reset_tokens";"""


MODELS_STATE = (
    "eJztXWtv4zYW/SuEvjQFPEHixEl2uljAyWQ6afMoEs9s0U4h0BZtcy2LrkjH8c7mvy9JSd"
    "ZblmLJljX8lEjkpehzKfI+Dqlv2pQYyKSH3TkbPyFKMbG09+CbZsEp4v8kFbeABmczv1Dc"
    "YLBvyvqQV9SpU1OWwD5lNhwwXjiEJkX8loHowMYz5jxL6wKKRxYy3mEL9G2yoMg+BL0xAg"
    "NCJhiBMTENCiCwoWWQKWBkgqyfALHMJcCMgqdP3XftzhnAFFBGbGQciscaZMCfi61RZU+Y"
    "W/jvOdIZGSE2RjZ/zp9/8dvYMtALot7lbKIPMTKNEKjYEA3I+zpbzuS9G4t9lBVF5/v6gJ"
    "jzqeVXni3ZmFir2thi4u4IWciGDInmmT0X4Fpz03SV4eHt9NSv4nQxIGOgIZybQkVC2umA"
    "f0/T9fuHnv503dN1LaY+TyKAt3trwEcAVz3vKpW/fiS68K59fHp+enFydnrBq8huru6cvz"
    "qP9oFxBCU89z3tVZZDBp0aEmMfVKk1fQzpOA7u1RjayeiGpSIo8+5HUfYwrS/MU/iim8ga"
    "sTG/PDvNwPRL9/HqU/fx4Oz0R/FAwl9T5yW+d0vaskjA7sM8sJGAQocsDvMHXsLwFCVDHZ"
    "aMQG24oofeP28B3rvhI+9POduAnv9A44HPGq7KM6Dv3dxdP/W6d7+Jx00p/duU+HV716Kk"
    "Le8uI3cPziJqWjUC/n3T+wTEJfjj4f5awksoG9nyiX693h+a6BOfo4lukYUOjcDo9O56qI"
    "W0jl5mmLf2Bq2HJbej9W2+b3uiZA+kTC3P+cKoF1qcAhLrV6h9eIVLWKTEsj+cJK5RAq44"
    "uh+5TcHtk1/RUoJ8w3sErQFKANW1xj67zewZuK/e6PHu+q+qDRcrOyk4qPhv578YMWcV7z"
    "5ddT9caxLhPhxMFtA29BDUooS0SeTOqm68aNqeRu9AC44kOOJXiD4HUU+wjT1tpBvF4gfl"
    "M4bTsVTmZr3MTaFT+X8BYzMoU46puevpMmRsnhzlMDZPjlKNTVH0GluQxP/6BC3fArQn1z"
    "i7vnyo0RRiswjGK4HGgdvu5PGaeK1UeGVZGN8ZpHRB+BpU1EONCTZw5mh3OrkQ72Qg3oki"
    "bmA6M+FSLzpLR+UaiHcnz/TRSZ8+OrHpo49JEYzd6tuDVtO2BGw+ZLOgjWFLJ9h0LMowvL"
    "88Pdwnw+tLRB1uPGDgf8DEtDLvTPvncG4NBIygP8cmwxY9FM/7V1UayABcIBRyvj2cD+66"
    "v0dVcHX7cBn1qkUDlxF1jMncNpe6wC0hGIIGeArNZLVEJKO6cUQP3SZy6MddIusyx2Qo4s"
    "P11c1d9/bg+KjVlrhzfWDHq/M0chob95jq8JkbGeLX6kNi63wZnMQhvyTERNBKcWfS2oiA"
    "3+eNVPVGrO5sF/PLh4fb0OC/vOlFhvznu8vrx4PjiEY858fXBIeQQVunCCW4kumzfETsTb"
    "N9zcZ41eF1DzK2NAsZLVG55mF90s7j8rTTXZ52zCS3yRDzaWE2JqyQ9RITbB7alVjkdN5f"
    "dU1nOCkWmg56onDzgD8+y4H7cTRL4MMuimLD/D9owDiUcyshfZMaCYzJbS/Cf1QV1KUEBQ"
    "M557FI+RVGNiqmgI0Ca5Niy59Xf4sO5RRN+84ktI+TAmWQzRN8yoz5dyWxRZAhdySf0b6C"
    "vF9cia0GXJtFlYilfNMzlIFXMMCSi3i0ruTHXx+RCZlLukvOBUeYeXsWlkxLCYdfIzKdIi"
    "GwEVBXTitNBcm11jYE6TenlYaDpD8ThspB6gth+0hVy4WWY6ZuiFNPNtJsiMoYTw5OTR5O"
    "NpoRe9MJ6lE20lSI4NzATOerlI03HU9d0dQ1b2m5fxGRnMOJIqZL/vamU7mbYX8ULfZEg0"
    "0aX1VS4u6QgeFHLAGJ8eL8wlYWOW4qqukinrpDilxRUobaMNDKzmikE+fQS4I3nEEzekly"
    "gZtAwrjIgfRFKtAXsWADsRhfORyICgAclWsg0uWnjij+bwLIqQFfr7riyCfEevcrSrZdqL"
    "/bMFmVVosXCUqwWQJBonSLJRiPyrO91a0PiAUgcDxGQGz+vxuOAAfohTdhLnkNBMiQ10GA"
    "LciPSTtZN2tsvYn0TfNR9NxbZ0/AGBuGYxrzayGFXma2F8N0G3LhdEez9ypqsjLHSV7Ilz"
    "/wEC8oU/JT1HaIbW6H6BMjgaHf4/pIIYC69RthbWRNy9e/90IzcoyBuJqVbx/uf/aqR2mJ"
    "EQbi6h0pwITzhRT1rQD1TVkn34t1kpQoKLRWhIXeZOvXLBBXEV+mEKohGQVqHFS1a1vt2t"
    "5BYLlVdNd2fCIoAdTc6cWaTQJ5UQ3Nfutxnfn5+w2Bzc8E2FNkw6t1nQ4a8KBPiE8EtJIe"
    "nwhSQSpNp4Tc+KrCA367dMAHcZUPcGMrPjFXhSBqtkq3MkIQDLNipOGVQCOCEBEya66NqM"
    "cZG1GP4xtRgz2L4Zwe64mINQLtbYd8GBwV2gHs1Vf7f7NV8Yb9vw5hYW4X25IdllJqKV0t"
    "BpoSgW+RFSAo07ytZJUcRiBYfEVhDsoomHPBPJ9JTmnhrWUxObW3LBovM8jCehu4CZIK3i"
    "i8Ky8tLzfGq6+gjOWeov5oTkhjcgraKLTPGC0S7LdUSFf1FZRRKFU2WlPZ6BoYZc3NRqsM"
    "n8rw1SBjssG5zLvbzFsz1zHfrkI40sVnSjbDyM0V9eCoQWMybMSpbbwpKG0hPSnGVXqG0h"
    "11a5OUuheoLjdR+WcwE84fof2VSXN2OhvICKusX51W7lZW1s/RXe6cn6vqJuSgqj4SfFck"
    "yNrhXK3xuQvOTt0gbgxpRxoS6cuiZ2esXxdXtk3ZC6Pn63jDLroyquVrm8vXMzTnCdHypy"
    "k0zfRgpCfUpOn1pH1+tkJXXGQB+3TXvb2Nh8fUiqUo5vVFVAWgtkkxV2ZVE8wql9+fYFH5"
    "zP90YypwgpkiQhd4gCJC130tybIpFRG6aiK02u2uqM/fI8dWcbsUt6v+0Cpul+J2KW6X4n"
    "Ypbtd+KFeF1nYfAVLcrr3idjnBL0Xt+v5O1K8+2JpC7AoNuXUh1/y0Lu3BQoC/EGCGbMCl"
    "xJGV3sGWLTAktnOAJS8Yco+a14GWsbolnOv4IZmltJiYO/ePrcnLKfPPb1Hx0zoZDK2s+K"
    "milFVFKdvNAXC1Q7lai3f7h2vVDeC8Vm+O07V2mfZMI5OFLZu1a3HlVDJ3wCkmmWKS1WFe"
    "LYNJphaq8sasCnapYFetlv2aH1W6r7DW1pq6cj5x9AWjRZI5FSzOtKe8TyWtEobFohtCDN"
    "ktQPryQx0i7GDA5XsAgY1mMoMjq8hYBOVdFKUAGgYFFmFjrqHsUEc5zScaehM+8qRS+wGa"
    "oPM82SW43Mz4u8Sj78X++0e7fXJy3j46ObvonJ6fdy6OVktAvChrLbi8+VksB62g673eSv"
    "Q0mTe44dVvYHSj/O+9h16PnAZOSEaZOCl0jiSrJn3Q+hINHLYXeYJyF+lBuYv4sa4wgcwo"
    "GAfJ6LrVs2gGewhyBqiCJpBkdu/GmHG/gJxgx/jfRk43YQIfYd7Nl1ZV7KeC2I+NKJnbA+"
    "RgVGCmjAk2cMIsf51foVZoMEek1FqfsNZzB5ImHS6eNYI9iQYO3UqOlqUMsnkCtyIdY1+i"
    "Koxjk7FGZg6FdB/nB8XkTIe+uUxOx7QqGuCOSKlVYX2Q24NMBbrXRWQjg6tOMdnu3MDs2m"
    "L2UktwZQKlrSx3Bop6OuIVcc4UtwyZipa4usV3k+V2rfdgMSbAwAb/CxlghP/Fg7EbSm3x"
    "K2TJgOpivEwOwm7U4lfrq9UbIyFK7B8oEPkJAQjAFAzIDCMDcB0TGbkV0V7q/GuSEaAMmy"
    "aQu5yBjUdjBuBQcNqY39xXCw7kbiHRnKN/AxyICkPndQETtBRlTPSJItlboa28n4wWZDeb"
    "l66cCPcSu5QA5Qduyw+UGtflVQHzLizVQDO6fB6b85IXBLni7x9tdSCH8W3nwbedjm87xh"
    "MMTyj5qZghsQYO5fKdFX+yzj8fh2SUybq3gQxtOx52JWEMAzGIEz5DlH4wgC9Rj6MBxGMb"
    "czTAfsU8trpWNjfk4ViOhZaOoIj6mvvaWIeEa3uBjpqBmzfOERxUoSAH7wC4/3x7u7NTYS"
    "GlC2Ibj4j71T0yQZaWdDhsvFYr84xYt75uCwHumnOJnNGPLpAyfK2zJj9wl1+I/gQIn50A"
    "ZhQ8feq+a3fORDSAckiRcQieuIJMJGISLUDHxGbvTPzMC2JhkHKbVinmeoUWpDr1MaTjQg"
    "5ZSKocw3a3MIcM27PTHHbt2WmqWSuK9tmMUqmjcuwo9DLDvLU3aD0s2TzjeU+U7IG07qiX"
    "t7zYAbES9FtPC68p+lW7mzY2QtTupqp3N+0o4YtsPBhrSclep6SVmej16yja6j69zq0Mn+"
    "IZ2bRgGi0g0sDsTrvTyeFQ8FqpHoUsi+Qq+UtVAGG3egPRreQoaHdPYJE8REBk+4mI3dhy"
    "paUcdroJ4/X/u2OlKg=="
)
