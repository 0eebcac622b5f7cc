from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
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
        DROP TABLE IF EXISTS "pending_sign_ins";"""


MODELS_STATE = (
    "eJztXWtz2za6/isYfak9o7ixHDvZtLMzduq2PuvEndjt2d16h4JISMKaIrQEZEXb0/9+8I"
    "IX8S5SImWKwZfEEvGC1AMQeN4r/ujNmEVsfnK5ENN7wjllTu89+qPn4BmRf2Rd7qMens/X"
    "F+ELgUe2ao9lQ4N7LdUVPOLCxaaQF8fY5kR+ZRFuunQuvHv1LhGnE4dYr6iDRi5bcuKeoI"
    "cpQSZjT5SgKbMtjjBysWOxGRLsiTjfIebYK0QFR/c/X74anF8gyhEXzCXWCdzWYqa8L3Um"
    "jd1h4dD/LIgh2ISIKXHlfX7/l/yaOhb5Qnjwcf5kjCmxrRio1IIO1PeGWM3VdzeO+FE1hI"
    "cfGSazFzNn3Xi+ElPmhK2pI+DbCXGIiwWB7oW7AHCdhW37gxHg7T3puon3iBEZi4zxwoYh"
    "AmnvAdbf9Qzj092DcX/9YBi91PAFEhG8/a9MOQPk0MtH5erXT+ARXg1O37x98+7s4s072U"
    "Q9ZvjN2z+9W6+B8QQVPJ8een+q61hgr4XCeA2qGjVjivk0De6HKXaz0Y1LJVCWj59EOcC0"
    "vTDP8BfDJs5ETOXHizcFmP52+fnDz5efjy7eHMMNmXxNvZf4k39loC4B7GuYTZcAFAYWaZ"
    "h/kFcEnZFsqOOSCagtX/Qk+GMb4IMv1sivl5x9QC9/oHUnVw1/yAugf7j5eH3/cPnxF7jd"
    "jPP/2Aq/y4druDJQ364S3x5dJIYp7AT9783Dzwg+on/efbpW8DIuJq6647rdwz978ExyjW"
    "aGw5YGtiKzM/g2QC026uTLnMrethj1uOR+Rn2f79uBDHIAUuEoy/krt2/iCGpu+Y5n91DD"
    "qPtD2pZXvUujvpB0yKhESSISm3nJISzcNVATIHvjp0xmAnCl0f1RMknJSv9GVgrkG/lE2D"
    "FJBqg+B//V7+bAwP0zmD3Bt+u32cXLkB1HJ5X87fIXE+Fxt8v7D5c/XPcUwiNsPi2xaxkx"
    "qOEKG7DEN2Hb9KXZYJb8Bjt4osCBXwHP7KMu1zt8/WXOXNHL0IsiV/tFapFirUQ1LK0Vzc"
    "hsRNxvOHrs/cCWjs2whWYrBF099hB2zSl9JifoziFI6jRoTlxfBB1h5JAlcomcAFzI/+c2"
    "NglHcmVGzH+f4/pRY/d6dJhDjr9TH/9L58iW/XAk9TD4ArqSChaxx33EGcLOCi3JCM1dJn"
    "vgyMQOmkqVTLZBbCGQ/6dUwxzyLG+9kBPafXS+nRGL4hN0I5TEiCDL/wnEkkqcKcEdMxe9"
    "lb9mxdER/PJvsWmyhSNOZtaxVuZaqMzJtVAseBVFbi1RjxJXZtXszYljAUxNoRzT5U5fl9"
    "DlTl/n6nJwKa7L+e91GuYr6mB3lQ10RCiB9GglCO8Ul7u6vbuK0TgJ5tXNp8vP/zj6ePn3"
    "4xiXu7379FPQPkrRrv7xcH2ZAJ7T/2agnrtqBM33R7Zet3rd0NaIr9saAb9stZ12Gsppnb"
    "TNOmmL7E2bR1mbm7Yb5DVN32KcU8L6hW7zWGsjU7eNTC+qjR64iekXT4u8lwN1k+l9jzfo"
    "FxmafI3UAIe3Qau54ME9vpwyTtAcc75kroWWmCOXTqae8cW7yIkE2pJdmYK5nlOc2jYSDJ"
    "lsRt6jEVvIy/KjmJIMU1NDd3p0fM8+Gq2Ucckizw4Rhg9I4Oo/Ul59uK48v99kePeP++gc"
    "zaizkNpsHzGHIDlvtJWohVYi7fLXLn+tZGuX/8vQjbYPsublmpe/NLgHzsw/SwL6TNzVB/"
    "kxi5jHrhfyctdvKaGwSElWDt5WNkZ47Z0VxJH82ZnY5JVEDIkle+WT46B/pPqvFh7b4H00"
    "Y24XY4ZRq0yYY0KaL2/ky/KV2YYsR8S0LbPNnEnrQ/mvVnf1Ic2UNVPWTDmPKSvUMxhyMB"
    "r5zBh+UDlCnI+lppntopkwpurvCiwzKrO/EL690cyzMtF7Z/nRe2ep6L0AMOOJrLYBOpDr"
    "HKOvH2oyw9SugnEo0DlwB+dl9CXZKhdedS2Ob+AFrKyapgQ7uHIMzs9LIX5egPh5EnGL8r"
    "mNV0bVVTop10G8z8ssH+f5y8d5avkYUVYFY7/5HuPYe3sCthyyRdCmsOVP1LYzMgX+5/7u"
    "U040dSiRVMCpKdD/IZvyxrSz3vfjhWMCjGi0oLagDj+B+/21qREoABwQiuneAc5hbHtkCD"
    "5kRLZDB1eJ4ZiyhWuvDMAtwzhCTDrDdvawJCSTY+OJnvhddMoA9sP1h5uPl7dHp6/7A4W7"
    "HA/qaXXBiLxJzXvKDfwsSQb8WmPMXENug09pyK8Yswl2ctSZvD6SiR2yk6beiPCbPWd23N"
    "3dxib/1c1DYsr/+vHq+vPRaWJE0jkIEkKBXYMTkqFK5q/yCbGtVvuWzfGmDesBZGJlVyIt"
    "SbnuYX02KKPyDPJVnkGKkrtsTOWyMJ8yUYm9pAS7h3YjjDzATUwXs5FTUd/MFNbAlwKeL0"
    "bhoxmCZhmhC9JOs4S7B/zpRZnc06R3JpJ7epEx3f9NTGGoPOwKJtiUnE6KTBISMQUvXGVk"
    "k2Ia2CSwLqvGO4L2e9TkvRCe/ejz9S8KB5L2j6UG72XAHyLIM8I5nhBujF02q4J1SnCPkE"
    "PBjxVzMkCPXWlnnYXDChjZq2+hu/Eigom51O7lCGaMelF2Skyse1SyfrOAgow48OO3eccy"
    "xHX8XZvj79SA2ZgLgwsyz7B50kk+yU3JbkVzWza6PtH9y2BwdvZ28Prs4t35m7dvz9+9Dh"
    "lv+lIR9b26+QnYb2yEc+K38sONIrQuUg86MVS+5I9/+0xsLPzy0tmBXYka1AfmY8yL74p7"
    "ZRNl4rYHK16YrotYZWU6b49XKsW6i5Clk1C2ByyZ+tJFvEw2mxFn11fxg9dLV0HyDXK7vn"
    "9eLx0HyXhmYtcXz0fqNyY6+955lsgdcXpQnXQbojrmk4dTl6cT6B+7vnSsuZigNsBj2PRp"
    "54VJ9nMru+k0TnyK3TqAuod+uoqUS2rQYD6TLmsveGFRYUha6NJdp9MldHUte1odnuGi5H"
    "TiRBiqbM+ub54fLv4ZenyADrs6v0Y2M5+4ITU+Qp+zAtOqwHYFnXUcqRm2sgpha5Q8lMZy"
    "nXIswy/zX9fE+lH1yqd0/rXgxklWTIbGLNNBXc8k++h113m0dp9aXUcKKjrWNakW3dWXPZ"
    "x23xC7jJFKIjKg4uhuGEF+/D301VWghOv7aXbH6sHvqmMVHuJ6oYPtlaAmr2luXQb9dRUw"
    "hwk6htMGwcFsmBiqKO0G26dIjx3VqGOg7RWtg59jxtwlYyJXInNXu00UuV/CTruEYZMFZz"
    "7CoW8/UgVIqurM+mK/qPSMOjjOgMSZFyxAU7XkgS7E1y8ODMwvS0O+VArF9Jt3sMTBuxJI"
    "v8sF+l0qvpk5QiqfHkQVAE7KdRDp+hMzW392XJPY6uPj9gZ1hyPzMRwAAQdIbRMtnhTWse"
    "JtixWvEKPcJEMN4v4y+GkkJDCfnUajD8sc4eO3945FRuSLbG6v1Pk1cyxVC/Fe/R1MOzgT"
    "GQproieyUuc5++Lq2pOceejIizHq9xKTpsFbPTp+oFwfwUQ4VsdCE2xO/X5lD2TOVb1xE3"
    "MTW8Q/FJqjI69FH02pZRGnj6h1/OioN+gEceI+U6mwfQt34yfzFYIB8Q6p9l5tKICubgQt"
    "SpYu/6O3ngnRDQGakS9ST/Sj3n1Jfw7471ywXvRUYzm46oNapyK9+mFeXt1J75fBX/JzjT"
    "cJghMbvguEz9R8i1ylSlf1bKCq54hZGYUmH+R45NQx89t3gtYXbYrXf3+I7YepQlqxQ6KD"
    "5snqWolCWuE7UqGg01pIV3CqUMFJqwH5a0p31QBi0e0GPSao6X/b6H8soU7VR9/qfOGYpB"
    "7lNo9yhFqWrSK0luhQ/m9tdrG4RlCxMpOGdUNhpkqoxmQ0qGlQ9bks+lyWF3Bu96uey5Je"
    "CGoAtXSSY8sWgbKoxla/zbjO11nEOwJbPh/5QJGN79YloPUzIHfFtVwi5aGCuqaVbTqc6Y"
    "PnZ/+NuNz74RkOiViLfrFfwvPaP3uNy/onHESwa1PiIl/QO3PUe8MRc+XfY0IsZfjvo6VL"
    "BZxCupzKf8C+LxWAqWwEujc4AN7LK1jIP9LeiYZu9OhwTC0Ete/QcOiLSfVwOEQLR1Bbfr"
    "m2Bskvj8C5AL0cnyAwoChng985OC0AWfkGMJcjeLBHR16ffQetVmjC0JKKqRKhgsy2cUiA"
    "I0NNxFHkPdf29pbxrn6BvT0YwbLhNEH7Ttjbm66CGXstSk7cmIxWHbI0XCqqlcgNBbpX6P"
    "C01HE3pwXH3Zymj7vRPrg9+uAEnlQ6WShor88VKh6KLc4V8kK1F261o57iUnpYah+WNQ2u"
    "6l+JS3bQc9olB4t2kOfv+d1ykLckdjIwv2WYKiKWuXwbRbQoYaNpPXuIAWwqIG/dLzeZV4"
    "yqqRv4AZ/rs0W0HaJ1Sly+HWLPSl3rVvjmtbrok6VwzlfuEmKdQFvreF+tMqF1vFYOS3im"
    "YOWhSUvuNDwts/btexwsMmMAZJWdOCrTPQtrIweKQ/HSqjBHZTTMpWBezFXt6sqnFKbk9D"
    "GFSScMJKduB26GpIY3CW+oLZcENWyvoUwl3iTtAiUhTclpaJPQPlOSVT8sF9KwvYYyCaVO"
    "xevtLRWPE+yaU0NklurJt4QkxPZ4MGlayzsg44f26+QvIt3y6+iMCZ0xsV+7yO4ZE/mux5"
    "c7oq1linoe1kkTdw3VZH2/6wOedGhOximzPpwtB6U9uPphXuV7+/1Zt9HhbwTumXqd/r9H"
    "M4vkLXr/KgoDEN7DRjJstK+7TTt3HxX4ur2xK+3p9oe6C57XROHKMjbfs3yT71nK4vtSSe"
    "Wtw7lZ8vkSOZBtg7jOJMgXDYBTRCJ/Wwx4xuZ9MeQ2dW+Mga4TTLvkzqi3r31uX8/YXmT4"
    "Ju5n2LbzTb+BUJeW17PB24sQXfhQBOz9x8vb21bXBdusd+51GnfXOKZZii7T0l5EtdGxaa"
    "PjS5cTOVRg20ulH/Dkg4oTyODR4bVCEg0GVBVqULLWxc9sieTjrNAz5RSKXEMNB+6VoVD1"
    "rk3suiuoSYEnJ+jDFDvywRF1VL0H2bfDsRdQKqD0hKmue8WqfXtDrOBFo3d7dMByDFUzpl"
    "T+SuQX/1CFuf0mKnzTK2KhSmsskRKhcsKoghtjNHHZYi6fFpFnIp8EZGSTvKIW69IVGy1t"
    "QUP5VnNtZGvVTlWkpejCFg0WttAWzMYsmGqZqURgdURVPnV9ITbgVczL4gJhLb0CJqDa6L"
    "RSnVaqWYBOK217WqkuFqQTSbNiVruesagzNHSGRvuh1RkaOkNDZ2joDA2doaGd0Ppoqp3f"
    "vhYNcYCJzsLRDvG2+211Fs5BZeF4RmqdhLMZI52DU9UpkpOCE5tym1wj5RNwencOgTAAdS"
    "I4hARETunow5HhYXzBmNqCeIdmREMOVPxALBKilh4zIxLWBzaVzf5Zn1ykPRJtIgz9Io+E"
    "dp035Tp/maMPW4dys4x3/8fKtQ3gsqy3xLlyLxmekJf2E2c2G/fixpN+/Amnc350zk8b1l"
    "Wd86PNrduYWzU5qW+d0gZObeBsFdVr+cHMhwpraxm0OmE4K2XeP3m4IFdetthzaG9TQbiR"
    "Sd/ULeJ0hwZ5OInbauNXmzaTfoEa4Wd2pZHNj+mIiHTCCLbv4A594MWuw9LMgRc6krctQ2"
    "HTpy3K2CekdLykjurdG7R8it0tpmxSTAOrY3xfLsa3RUbQtnHEDptBddSpjjrVRlltlG2D"
    "UVZHndYTTqlUod0AAsPpreymQ9Mxg7HvjtE99NNVkGo6Q0DC1LHY5aZdGerNy3FnBG9lsU"
    "vDCNeAxmr/gmulMCg2oRbAU8U9BtpP0CZ+0y/yE2jd8CvUDSOvbMn3KSKh9QYdHqM1sXYQ"
    "lv5OBXH9GIodIQ1CMToKaWTla1tgjKej5NDJUIHZwCfXCtPmJK9LNCOzEXG/4UiJeTlZ0M"
    "175JK5IgTeFY5GK8Qc4gsg5QqRX5gknehVW6/Vaa0mm5pstmI10mRTk01NNjXZbAO4mmxq"
    "spkmm3lHeq6NwBuI5o61BKAPP+/fJY4FBxBMMZ9CryVrB2zqIfuoUH/ClT4n1B/BxmKzI1"
    "NEPdMO99HsV9cj6EQ9Aq1Y5EOvFQutWGx7+KzmbIfL2T546Ty/UbLM4m3Ry4XczU8LMsKC"
    "xdX4G4gRt4/YCA4UU0WaLLx6L+lYaNqDJqpyE5ePCFeRXAM4cpiYyvEpJnf1dF94bpXXtT"
    "/C3v3UI+FVMSGEBn3/uKO9sbQrOvlaiNpfBoOzs7eD12cX787fvH17/u51uPylLxWtg1c3"
    "P8FSGNvG9LFXL3rsVeydK7m5x2T09p5Toz7LsJU/adcSHZy278roIe/y9ZB3KT3EX/LTCk"
    "g2un7zIq3jAEEuABW0hvYcHvaZzJmbWV3Av1LIi1zVpvkKA9pIs08jjWRobOGaxMOowkqZ"
    "Euzggln/Ph+iVmkyJ6T0Xp+x17sEc5aRYFk0gwOJDk7d81Insp0XnMh2nj6RjQssFhlB9P"
    "kYryWawji1GPfY3MuZPcT1QRt286HvrmHXo1ZVYxwSUnpX2GzgDSCrwcjb8ViHxORqk6H3"
    "cmFRce0Id9XLUGUiV/tF6gyGdgaRDWnZaFCww0JPcriZi7CqXPMeLacMWdSS/2OBBJP/U3"
    "Pq22f78hNxlJV2OV1lW3Z36vHReXQepgREGcSTQogKAIIoRyabU2IhOcZMmYPBhMy9P202"
    "QVxQ20bqQGjk0slUIDyGYwXEurtHB5teyKnszht/Cx1Bg7H3uqAnsoJrAp6JE/W0MFrHeV"
    "bmhK4HUQSuvBoqEf5H6ldl1nrgvvRANeKG+lSB3sWlOkij63fdey95RZCz01Kb49D7w3dQ"
    "Bt9BPr6D1FEN8QWlfPRJTKyDU7l+ZWW9WJdfj2MymrIerCEj41zSgzFjWERgaqcRzq+RuJ"
    "ZoR5VEuG1nqiQels1DH1pQi8nDY46Vto6oyFY7R8sq4DRs61Bw7c/Q0TJwy9o5opMqZuSQ"
    "D4A+/Xp7+2IpCJjzJXOtz0Tq1Q/siTi9rGyEdKt+YWKC395wQUCq5lKidC6skpF7nfP0jV"
    "T5QfQ7xOTqhKjg6P7ny1eD8wuwBnAJKbFO0L0cIJuATaKP+JS54pVNn+WFlBmk3q61i7ld"
    "pgU1nAZknlRSyGJS9RDbl4U5Rmwv3pTgtRdvcmktXDpkGqVdR/XwKPJlTqH08hZlT2OS3S"
    "PPBzLIAUib6p5u82JHxHRd25aPr05w35mE6AT3phPcX0YVurKZ+dTL0H68C/0ihWcETUpq"
    "OMOhak3c4RB5f1ko+M4aDt8jgs0paCFeXX40dtlMuUsZ6BmIOsoOyJVzFtQRRJ6hwG8fvk"
    "jpPE3e7NFxCFXNTOygGeFcAouYi0Zk7FLinxvvdXQET/Utx2MiVicz6/gERdONpKpIpMKF"
    "5pi6+ZlD/i+B6/4PKM4U8hv5U82X1nU027ae9guUOq1t5EPfXW0j/uKWfKXiQpqtZPj8Ik"
    "tgVVw1CyzPAiP7lCaCRUQwPrU2FzsKdn0NbClg23jw7I+KGPIpnWcx7cjVQro9DtttkToP"
    "JBMqF3nFLjmEOjLJal2EucTsvaTH0ELy5aPH3ve2FKLWX99/P6WTKfz12DsGuuzNiL6KdF"
    "yyFO1u+H6PjkvkRyDm8ndDxSVJ1NlcbsNUEGRRlyhPPgdi7jCBRpKES1Zuspl6rNy6TEVs"
    "2r9j+Lr6ORe7cOlEQSZJEKAbQuq7g2br+2TrMI+rOF+C9p1zuwzKuF0G+W6XQcrt0sacqI"
    "wgorlXAK63F5R1XpRWN2sJEkrsO2UDhRJiWjXKDDONs4bSSWdxMY1tmawzHzOtH21OO4tP"
    "r82qZ/iya3A3xrol1sU2qZ8fPSdFL0P3DC71ixRP38lROpbNU8UC38gJugZvC6cW8fPcuI"
    "o8Y0sH0uhW79cJdAKvOGTk2STiRFGCUwxCWdFtzd6sorrIJRMM3y/5XHROodyd99n710/1"
    "M0Yrw2tdpzKZvGXseVL3D1t7T4sVkdOKZ5t2vn6B4skXKmu1knq0FtlKP2pZmEpCMyqVz3"
    "JakM9yms5nGTErowzXg5z0OY4Dv30nktyK1J3rvz/ENJ1Utkqo7dzeffopaJ5MYdGaqNZE"
    "g52n4pBHxHQAXpsD8NKMJzXSV4zZBDt5CYIZ8okhH8kOmnqrw2/2O85Xd3e3sSG+ukkuob"
    "9+vLqWO5oaW9mIetpG2h6Rx/m2G4RYF3ocKowDseh221tMUK92h7DaVR/kuKQe5TaPclLR"
    "Lm3hjYtpC2/GKhkzWpQENiajUd1sN89jYtquG7frxibWZot5Ab3SyCbdEfG1sFUW84XINp"
    "cvxCZbuWxROiUCGkMMFPwPGQrqf8hPUOnZYJVWLSAze84RJwSCnoKvrfVJx7C78b684lWc"
    "y06JaO5mj47JZjPIkPguOAkFmVPsTAj3TshLdKKCwSC+y1ERYYLZucnlvytA1WugeijOfV"
    "BN/Omk5HTeQ9u2pH6BQVub//Kh7675L/rSlnyhoiKa7GVQ6HDxq4apJtDlCXS4L2mWV8Ty"
    "otNqM3329ngNaglQ25jnALDfP1HbzuLO64uFBFrlSXNot0WWg5KThBYOaHbZGGI7jp7IXK"
    "ARUZEdwyF0z0+8/ofD45CfemEkzF1JhsuDp8zNbqjxPo+OFAfeDcnGEKoyk9vrKyDUzHnl"
    "yUsyTecFx0oHCfjecxcy5PCnBenomh23ab8pYsfh0JUO9ggEOhGLsIdYD10pRFcKacHu3t"
    "JKIQ+ul+byM+ZTOE8+Y4tPNinc6IXfWNWhk60bOP3ud3XwfXJD1NvWPrctFztPVTxkfnO9"
    "nGao9f47VZYA+M07uP3Xf3TEnLC5nZHnkDtR1wJ6qmZMVeUlqAJn0H5/aL5OQvm6PfBxU5"
    "KiDKpkM5znAQ8kEgCOQeQAJ2QBXD/c/Xp1e41++Xz94eb+xq+aH5q01UWlDoeRWJ+vL2+T"
    "ocZsNl9s6WyIi3bQ23Ag3oXcSJ2UCvKyjFnpKwV0OdBnSnBlZVaqnyhrhqwZcidoh9439b"
    "7ZSuwPYt/UxtCvxxj6olvqgZtCAfNLB9srQU2exeziDQqpnfqJONa23GG5QTxeKIswh4pr"
    "w2FkoR0Ov5NfWJjaq+EQTZn8dd4htZgLdPYaWXjFc47Orbd/TTrbRTp9t7XxTMmykp0mKf"
    "eC9ppWQb2GdknIk70yJi5bioxjeQq4aEpyn5y0KXgbJqSCCWwbNn0iVaZxQkpP4pSrQQEU"
    "xHVXRjYqqMFNGcddBmU4tll843Ia2tS8VWkJlZFNimlg0wvC3PDnXwaw+cf7JuXaccgv3K"
    "8zh/wCxH46TtWRiYjpgal9YJReVGVIQgE9GLUPhkvM6mUv1kKNFbpIaZXh2BxsnQttJNZG"
    "Ym0k1kbir9pI/IkJOqYm9n92ykYcu94vMhE7kZYVLMQgZhI4JAOvrbmwpZ+gSzRx2WJOLP"
    "QkxxYdKUNIHz0zQfgxeiJkzhGTXSwcoIdB2kumnbj2uzw6ArsTIvxT+hyyROogefRvJjkJ"
    "ogIdDYfB0fJ8OOxDE8IFGlOXiz7CQqXQyMcZkyVYp722Jls4Yjh8dDBk7ozBSj07Vkk3QU"
    "XYGXsmcEC6+kKSY3Qk70U5WrpUCCJ/30ROQrSkYir7hsei1vF2Z4qk6sLukoWzoQRsHXVd"
    "N9wCRtebsDBuRuKjTjJq2XbTL3ALBGNXNsQ4aN/FGONBmRjjQX6M8SAZYxwuWlVUwpiQVg"
    "trVwsju0OF9SQhtT8qe9rqhSWaqhDbC8qnLMTE9niIT1PzuenTe9a7bPnZG5PZau62rLRg"
    "3bPXplkhmfnTNmjfufk6OD8vMWFlq/xTveBaogzqF5O480qF6yMincP49E2pXOY3BbnMb1"
    "L5TLqodiVqcXCWN10rK//t6m6trEAZqMxU9Vaff1abruS7t7PadHHUYB7VUhw1tTTsD9iW"
    "rQplcY2uhm11FvzikjFxCYzSBrdBpGW/rAPBmIdCpQ90U+b7wLyPxMJ1iIXYeIyOHAamc+"
    "9UNdWKgkn/OOugtu06KSx4pcwEuryHNhh31GBMHPjhGfgWxqxEpPTpLBWiVnQwQ7eDGQ6E"
    "orQ0nOGSuNScZjES/0ohA8HrNrpwwSG9zkV7/zNxuR+8Unb7j4h0kAE0Yi2Hl6oCwn7zDq"
    "LbSM1PeUeRaZHI98hHRPbvj38Z83htnvcUO9jnZvbn/wO+6pDj"
)
