from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        CREATE TABLE IF NOT EXISTS "posts" (
    "id" INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    "content" TEXT NOT NULL,
    "media_urls" JSON NOT NULL,
    "tags" JSON NOT NULL,
    "likes_count" INT NOT NULL,
    "comment_count" INT NOT NULL,
    "shares_count" INT NOT NULL,
    "hidden" INT NOT NULL,
    "created_at" TIMESTAMP NOT NULL,
    "user_id" INT NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS "idx_posts_hidden_eabe95" ON "posts" ("hidden", "id");
CREATE INDEX IF NOT EXISTS "idx_posts_user_id_8d149c" ON "posts" ("user_id", "hidden", "id");
        CREATE TABLE IF NOT EXISTS "post_likes" (
    "id" INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    "created_at" TIMESTAMP NOT NULL,
    "post_id" INT NOT NULL REFERENCES "posts" ("id") ON DELETE CASCADE,
    "user_id" INT NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
    CONSTRAINT "uid_post_likes_user_id_b341ec" UNIQUE ("user_id", "post_id")
);
        CREATE TABLE IF NOT EXISTS "post_shares" (
    "id" INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    "created_at" TIMESTAMP NOT NULL,
    "post_id" INT NOT NULL REFERENCES "posts" ("id") ON DELETE CASCADE,
    "user_id" INT NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
    CONSTRAINT "uid_post_shares_user_id_2409eb" UNIQUE ("user_id", "post_id")
) /* A member's share of a post: repeated shares by one member count once. */;
        CREATE TABLE IF NOT EXISTS "post_tags" (
    "id" INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    "tag" VARCHAR(30) NOT NULL,
    "created_at" TIMESTAMP NOT NULL,
    "post_id" INT NOT NULL REFERENCES "posts" ("id") ON DELETE CASCADE,
    CONSTRAINT "uid_post_tags_post_id_5dfd46" UNIQUE ("post_id", "tag")
) /* One row per tag of a post, for trending hashtags. */;
CREATE INDEX IF NOT EXISTS "idx_post_tags_tag_fdbe34" ON "post_tags" ("tag", "post_id");
CREATE INDEX IF NOT EXISTS "idx_post_tags_created_dbbe47" ON "post_tags" ("created_at");
        ALTER TABLE "comments" ADD "post_id" INT REFERENCES "posts" ("id") ON DELETE CASCADE;
        CREATE INDEX IF NOT EXISTS "idx_comments_post_id_235484" ON "comments" ("post_id", "hidden", "id");"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        DROP INDEX IF EXISTS "idx_comments_post_id_235484";
        ALTER TABLE "comments" DROP COLUMN "post_id";
        DROP TABLE IF EXISTS "post_likes";
        DROP TABLE IF EXISTS "post_shares";
        DROP TABLE IF EXISTS "post_tags";
        DROP TABLE IF EXISTS "posts";"""


MODELS_STATE = (
    "eJztXW1z27i1/isYfakzo/jGiuX4pjudUbJOk9aOO7F22+m6w0AiLKKiCJWA7Kh7898vDk"
    "iK7xRpkRLF4JNNAgeAHoDAecfvvQUzic1PRyth3RHOKXN6b9HvPQcviPwnq7iPeni5DAvh"
    "hcATW9XHsqLBvZqqBE+4cPFUyMIHbHMiX5mET126FF5fvRHidOYQ8yV10MRlT5y4p2hsET"
    "RlbE4JsphtcoSRix2TLZBgc+L8ETHHXiMqOLr7OHo5GF4gyhEXzCXmKXRrsqnslzqzxnpY"
    "OfQ/K2IINiPCIq7s57d/ydfUMck3woPH5dx4oMQ2Y6BSExpQ7w2xXqp3nxzxQVWEwU+MKb"
    "NXCyesvFwLizmb2tQR8HZGHOJiQaB54a4AXGdl2/5kBHh7Iw2reEOM0JjkAa9smCKg9gYQ"
    "vusZxufbsXF3NTaMXmr6AooI3v6rqVwBcurlULn69TMYwsvB2fmb88vXF+eXsooa5ubNm+"
    "9e1yEwHqGC5/O4912VY4G9GgrjEFQ1a4aFuZUG972F3Wx041QJlOXwkygHmLYX5gX+ZtjE"
    "mQlLPl6cF2D66+jL+4+jLycX5y+gQyY/U+8j/uyXDFQRwB7CPHUJQGFgkYb5Z1ki6IJkQx"
    "2nTEBt+qSnwT/PAT54ESIfbjn7gF7+QPNW7hr+lBdAP/50c3U3Ht38DbpbcP4fW+E3Gl9B"
    "yUC9XSfenlwkpmnTCPr7p/FHBI/on7efrxS8jIuZq3oM643/2YMxyT2aGQ57MrAZWZ3B2w"
    "C12KyTb0sqW3vGrMcp9zPr+/zejmSSA5AKZ3klD0aj0uEUodh+Qh3DJ1zDIQXH/sM884wC"
    "uNLofpA8heRP/krWCuRPckTYmZIMUH1u7Be/mSMD93uweoK34afq4qcNnxRdVPK3y19MhH"
    "eKj+7ej36+6imEJ3g6f8KuacSghhI2YIk3m7rposVgkXyDHTxT4MCvgDFHUc/gjYPZyGeK"
    "4QeVY4bzsdTsZrvYTZhT9X8FZjNKUw+reejtMsZsvn5Vgtl8/SqX2YSi76kDCf435mT9HK"
    "ADus7x9fVDTRaY2lUw3hB0DtzBsIzUJGvlwqvK4vguMedPTJ5BVSXUFGEHd47BcFgK8WEB"
    "4sMk4iblSxuvjaq7dJKug3gPy2wfw/ztY5jaPiaUVcHYr74/aHu9PQFbDtkiaFPY8jm1PY"
    "4yDu9f7m4/Z8MbUiQFbjoV6P+QTXlj0lnvp4eVMwUY0WRFbUEdfgr9/ampGSgAHBCKCd8B"
    "zic3o38kp+D99e27pFQNDbxLTIfFVq69NgC3DGUImdIFtrOnJUGZnBuP9NRvosT8+EdkW/"
    "aYgon4+er9p5vR9cnZq/5A4S7ng3pSXTAj56l1T7mBHyWTAb/WeGCuIY/BeRryd4zZBDs5"
    "4kxeGwnwJ7KRpr6IzZv9Yv7u9vY6tvjffRonlvwvN++uvpycJWYkEH7CmZAQCuwanJAMUT"
    "J/l0+QPWu3b9kab1q9HkAm1nYlpiVJ1z2sXw/KiDyDfJFnkGLJXfZA5bawtJioxL2kCLuH"
    "diMceYCbsFaLiVNR3swk1sCXAp6vJpuhGYJmKaHzgc8k7h7wZxclcD9LmmdC2KEotdz/Ta"
    "ZCQrlyMuxmuSrYFN3+TCuvmoK6Fm1sxNhvga21MrJJMg1sEliXVeM7gvp7lOQXZDHxNqFj"
    "3BS4wGKVIcwX7L8bij2CjKUE/0iOFeTjclLZq6a7Wz4qKVt7vmk48glG3BMTqgSf8sNfvx"
    "AbC9/bMdsIn3CJPDJ9cJ4tPv4ZscWCAMFOQL33WukqSD63tiNIf/Na6ThIxiMTpB6kfmXi"
    "GH0ES6Hlsak74jRWjXQbojrWk4dTl5cTnLO7fnSsOYNRG+AxbDrfeWOS7VzLZjqNE5diSh"
    "1A3UE7XUXKJUvm7vrJfVGNdBUivDKpMCRb6NJdl9MImrqSLa2PTwVZcjlxIgwVqbLrl+f7"
    "En2BFsfQYFfX14NcV45puEQOWZ5+8p8poY9Z5ssq+H1QrXKLLn8U3DjJUrBqzKKYLQjneE"
    "bqWmQ3XnOdR2v3pdVxpJQXlwHxqrvBBAEKd9BWl4BqMtLjhpgUf6AKkFS4R1jYL4r5WEA1"
    "AyzWB4z8qOprrONg+8WOOvnxIORbxmZW4D3/LcvA0AXf4ssSSF/mAn2ZMuUwR8iDwoOoAs"
    "BJug4iXb9HFKf/zQA515weVNehnxmW9OOyQe4X6h/WCNkk1xLY2TJ4logJLp9jiVr7ymRt"
    "8eujlVxELiLfZHV7jZhD0BK7suCt+j9YhujBi3JGc7JGS0ngk6uyuVyI6MTT6fd7iTXUYF"
    "f3jm+Y6iNYBy/6iDNE8NTy25UtkCVXSWCmmE+xSRCW5PB84tXoI4uaJnH6iJov7h31QZ0i"
    "yXA/0inh/wO98dPlGsGEcCRUzhn4zhF78DqCGiXzyfzeC1dCYADxwnW9McB/8hmoyLelG1"
    "i5/Yb8JeF/kcF20lOV5VyrB7WBRToJzHYN9wKK5Zq70MHQ+wyGnjAzIz53LOcjJ/zLr98J"
    "pqzo9Lr6xzh2cKXijzaH1/Xt5z8H1ZNBSYn4o803UiEOJiTSgS8VAl80E/ejMHEpS2elgy"
    "JC8SxhqGVmqbploTgfUdENXsO6xQu+EqoxGg1qGlSdBEsnwTqAQaNfNQlWeiOoAdTSToMt"
    "2wTKohrb/bbjugy9cncEtrx/75EiGz+tS0DrexTuims5x8RjBTVkK9uUCS9YzBmaxsg6z9"
    "c0Rl3mGzWMxtRMTamvwnb5lHlOjU114CsywwBGrSVrGd/TL9CSCSqqBVduCDqhJ0sE/ZXK"
    "lHRWkCnpLJ0pKTqyFM756sgEWSfQ3rdWUuBZpRRVQX2doKp4Kp6RoMpzPVq51XKGxan0tN"
    "Q+LZvEJZWnJk250/S0kxne2zyYZMEAyConcZSme6lPGslaCEEwVWGO0miYS8G8WqoYyMqp"
    "UFJ0OhdKUhNssifneeBmUGp4k/BupOWy3oZBfQ1lykyd1AuUhDRFp6FNQvtISVb8RS6km/"
    "oayiSU2nGltzfHFU6wO7UMkRmWkK8JSZAdND/3ESk/tJtQ/ibSXTch7SmgPQVaYCTc4bqs"
    "w6X6apmgXioeV+BZDdG4voV0jGcdWpNxllkn+cpBaQ9GeVhX+XZ5f9VtNc0bgXmmXvP8b1"
    "GPGtlF71+FIS7eYCOeJdrW3aaTu48KbN3e3JW2dPtT3QXLa9M3tR3Kmbp1ODfLfB7C969t"
    "ENfp/HdQVzXFSOQfiwGfsf1c3PA2dR+MgawTLLvkyaiPr30eX4/YXmXYJu4W2LbzVb8BUZ"
    "e219eDNxcbdOGhCNi7m9H1dXvCf1oKqQ5VaRWiWgG1z1AVzVZ1ga0a49l7ZTPO4Kk2ZYUM"
    "FSjTlNm5ZL6Rj+wJyeGs0SPlFBJ5UEEWHNJoYC+nxxS77lo+yIZPkZQ0HTlwRB2Vc0O27X"
    "DsORcKCws0VeVeQg5f9oylHGm0t3sHtIiIuZA7RL72U1Wp5CN+FeXKxxHYTmQnD+QJKRIq"
    "Fwy8kuOYuWy1lKNF5JHIkQCNrJKXSeS3Hoy6lNYlqCi/aq4VLq06qYo41mDaympcgvodVL"
    "nUf5+Q1mY1ps1S20wlBlZ71+SzrgfiBryo4SxeYBNPXMAJhLed6GDACh3oYMBjPq91MGDT"
    "wYA6KZkO//sR48y0X732q28/tNqvXvvVa7967Vev/eq1X732q9dmzfZZ37Rf/VH51XuqRu"
    "1W/+Pdddy8ajvHqT625LYpuMu71PduHQLGXHV3BRh2ldnZv7ICLrfYWIkfqC1kHbiTImo4"
    "VlbgmD27lhYz7cph6tGy/vxhDk6trW4Tw9Av0lZrA2hTBtDDJPFuHcrNcrz7T5DcNoDLcr"
    "0lMiQf0sic58gf52y2nsWNu/H7C0578Wsv/jbsq3V48euDqr41q5VdWtnVqmO/5ddNHCus"
    "reWm1L0JWQGR/n0KBZGQskZHnPUii15fPNnavb2Iw/NDJ6qYYiMkndBP7Nsmq7OL7zotzW"
    "QX1w54bZkKm86fkTM4QaXdnLQz3t6g5RZ2n7Fkk2QaWO2adzjXPO0slr+stbOY1p9p/Zl2"
    "FusfvbOYYpN3Awh0XNeymQ4txwxubneM7qCdroJUUzJfCVPHXA6b1jqrLy9H8xx8lcXaZ2"
    "OzBzSWhA+04Np2f1DNrubmf0BuPnLhdcnvKUKhuXntX6Dlo3awEf2dcgT6RugdIQ1s2R2F"
    "NLLztc2zwJMccpi8jVixhcsLxZjtERMjtCCLCXH/wJEi8wIcoJm3yCVLxRB4JRxN1og5xC"
    "dASnktX0xJOmqitlY1s3n4LVwzm5rZ1MymZjbbj6hmNjWz2TZIW8xs5t14FapmtzCaOwbm"
    "Qht+EK1LHBNyMluYW9BqyUDcbS1k36TlL7jS12j5M1ij/2yE+dEus206QYp4XR3K21gorx"
    "Yj8qHXYoQWI557E5vm0I6XQ3vvhVv8SslTFpcWLS7k1PywDWOTB7IatwZkxO0jNoEbVVR+"
    "ExOv30rma6PIgyoq6QmXQ4RSJPcAjhwmLDk/xaxcPc0XXtzhNe3PsNefGhJe76Y8fEdnPw"
    "pP9b+DwevXbwavXl9cDs/fvBlevtrsVOmioi3r3ac/w64VO3H0FR0HvaIj9nmUPIdjNPok"
    "zsnSm6Vxyl+0IUUHl+1lGZHhMl9kuEyJDLB9Z8oK2ej61YsEhCMEuQBUYPDbc9HJF7Jkbm"
    "bctF9SyMK4qk7zsdNan7JPfYoUJNnKnRIPowo7ZYqwgxtm/ef8BrVKizlBpc/6jLPeJZiz"
    "jFi1ohUcUHRw6Q5L3UkzLLiTZpi+k4YLLFYZPuf5GIcUTWGc2ox7bOmFHx7j/qB1sPnQd1"
    "cH67FWVZ0PElT6VNiuiw0gq0Ef23EnhMTiapNOdrQyqbhyhLvuZYgykdJ+kTiDoZ5BZEVa"
    "1k0TVKbQkpxu5iLviuS36MliyKSm/IsFEkz+pVPLV6X25RNxlEL1yVpnK2F3avHeuXfGFg"
    "FSBo6e4DsCgCAKFzMvqbrWWXgXM4O217+j2WYzxAW1bXVHM0cunVkC4QdIni3C5u4dPPV8"
    "QWVz3vyb6AQqPHifC5qTNZQJGBMnarQwWy/yFMIJWQ/M+64s3QgR/iP1c49qOXBfcqCacU"
    "M9VWDv4lQdZKPrt7J7H3lFkLOjOJvjofeH76AMvoN8fAfpy65jG0p5R5EYWQeXchP3igeb"
    "dfn9OEajWdajVWRk3Mx2NGoMkwhM7TTC+enmQop2JJyDbjuTcO64dB57PSu7q/LwOMdKR0"
    "eU5FknR8sSxjSs61Bw7U/R0TJwy+o5oosqpuSQA0Cff7m+PlhsAOb8ibnmFyLl6jGbE6eX"
    "FSaQrtUvjBjw6xsuEEjRXFKUDlJVNPKsc+Z/kCI/kP4RMbk7ISo4uvs4ejkYXoA2gEtIiX"
    "mK7uQE2QR0En3ELeaKlzZ9lAUpNUi9TWsTc7tUC2o6DQgJqSSQxajqYWwPC3OMsb04L8HX"
    "XpznsrVQdMxslDYd1cNHkW9LCllsq896nLJ7zPORTHIA0rY0oc/5sCNkNcxvOzm8rsyvjj"
    "zfmQnRkedNR54fRhT64FLimNyiy16GCBQp7ReJPg+bes8IwFli6kK0s5cgh4MVlpFHuGqY"
    "z4n5Fn39CjW+fkUn972fbElEzT+9/cmiMwv+u++9AOHFWw59ZYR9YpnG4Ab7u3dcIh+5FK"
    "jk74YobeogtpRbGRUEmZIXUEpGjqbYcZhAEyYsNCFTtlDDyo3lLgre9nvcrCrfHazGIG65"
    "yUIzhNTXg5YO9ykdwjquIhcG9TsnEQ7KSISDfIlwkJII2+iumWHfWHpJI/ZjUNIum1rurs"
    "V+kTh3ytowEmSad8+0gMe5htL+sHEyjW0Zh1gfMy0cbfeIjS+v7bm5Nh+7BnerGS6xL7ZJ"
    "/LyRA8PqM0zJnkFRv0jwXHiVSpvZPFEM+WSn6ApPLcSpSXwXXK6MYuzJAQ/f9dvQt1fgNQ"
    "dnYZuodwwkNI/QwkCUZXhrtrOK4iKXnODm+5LjoksKSTO853qTfyVbj3WtL9Ft2QnWLxAg"
    "+Uo5xlcSc0KSZ8k5LdOEJyScUi5zZwUuc2dpl7kJMzMi/fOvKQ7qd8KPtkhsaeKOYi1R5i"
    "/17kqU8MueMeURMm3ja7ONz4+fMiZrw2M20jNdeK9qJr2+YrXCFasRBDfs3/MnIdaEnocK"
    "85DkvUvrd+JkWr+TdRd2VI4pCWyMRqO6XWuWt39rrU5cqxNbWNv1ZQWbskY2qYyM74Vt0p"
    "cB9Hdzatu9DI1ZWNgv0pkpTxQO9Z7hrKHoEHMgN73LHkBFdTInS4EmRCmovn6F5vmp1/7X"
    "ry+85PVW4AXB3DXcmRSMMtdJo8Z+7h1JDtH3ENgPGreF5D5fwo3KzHnp0aMpuK5sv5DJG3"
    "dhTv3NTwscfrS2q00nT79I2xVMXWldV0DQCVXMHlRd2hdT+2K24IRvqS/miLh0amWd7H5J"
    "4bGOwzo6hegxfc5FR9Kj5HEqpjSJkHTwWBoMh2Vc+YbDfF8+KEvkjVkuqyDsV+8guo0c+v"
    "79DGmE83NCREj2nxTiMDr32tI/pLiDfR5m3/8fk4iwfQ=="
)
