from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
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
CREATE INDEX IF NOT EXISTS "idx_passkey_cha_expires_76cc98" ON "passkey_challenges" ("expires_at");"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        DROP TABLE IF EXISTS "passkey_challenges";
        DROP TABLE IF EXISTS "passkeys";"""


MODELS_STATE = (
    "eJztXWtz2zbW/isYfak9o7iJfEk23dkZO3Vb7zpxJ3a73a13KIiEJKwpQktAVrT79r+/OO"
    "BFvIuUSJli8CWxSByAfAAC537+15sxi9j85HIhpveEc8qc3nv0v56DZ0T+kXW7j3p4Pl/f"
    "hAsCj2zVHsuGBvdaqjt4xIWLTSFvjrHNibxkEW66dC68sXqXiNOJQ6xX1EEjly05cU/Qw5"
    "Qgk7EnStCU2RZHGLnYsdgMCfZEnO8Qc+wVooKj+58uXw3OLxDliAvmEusEhrWYKcelzqSx"
    "ERYO/c+CGIJNiJgSV47z+7/kZepY5Avhwc/5kzGmxLZioFILOlDXDbGaq2s3jvhBNYSHHx"
    "kmsxczZ914vhJT5oStqSPg6oQ4xMWCQPfCXQC4zsK2/ckI8PaedN3Ee8QIjUXGeGHDFAG1"
    "9wDraz3D+HT3YNxfPxhGLzV9AUUEb/+SKVeAnHr5qFy9/QQe4dXgzdnbs3enF2fvZBP1mO"
    "GVt394Q6+B8QgVPJ8een+o+1hgr4XCeA2qmjVjivk0De6HKXaz0Y1TJVCWj59EOcC0vTDP"
    "8BfDJs5ETOXPi7MCTH+9/Pzhp8vPRxdnxzAgk5+p9xF/8u8M1C2AfQ2z6RKAwsAiDfP38o"
    "6gM5INdZwyAbXlk54Ef2wDfHBhjfx6y9kH9PIFrTu5a/hTXgD9w83H6/uHy48/w3Azzv9j"
    "K/wuH67hzkBdXSWuHl0kpinsBP395uEnBD/RP+8+XSt4GRcTV424bvfwzx48k9yjmeGwpY"
    "GtyOoMrgaoxWadfJlT2dsWsx6n3M+s7/N7O5BJDkAqnOWFPBiNSodThGLzCXUIn3ANhxQc"
    "++OnzDMK4Eqj+4PkKSR/8jeyUiDfyCfCjkkyQPW5sV/8bg4M3D+C1RNcXX+qLl6GfFJ0Uc"
    "l3l29MhHeKX95/uPz+uqcQHmHzaYldy4hBDXfYgCWuhG3Tt2aDWfIKdvBEgQNvAc/soy73"
    "OXz9Zc5ckcUhR+4WMsiKfyGqYWn+eEZmI+J+w9Fj73u2dGyGLTRbIejqsYewa07pMzlBdw"
    "5BkrtFc+L6JOgII4cskUvkAuBC/j+3sUk4khwrYv73HOeUGxvr0WEOOf5O/fwvnSNb9sOR"
    "5MjhAnQlWW1ij/uIM4SdFVqSEZq7TPbAkYkdNJXMuWyD2EIg/0/JkDvkWQ69kAvafXS+nR"
    "GL4hN0IxTFiCDLfwViSXbelOCOmYveyrdZcXQEb/4tNk22cMTJzDrWbH0L2Xq5F4oFr8LS"
    "rynqYefL7Jq9OXEsgGkvXP2b1yW4+jevc7l6uBXn6v3vOg3zFXWwu8oGOkKUQHq0EoSXwN"
    "pfqC07oLJQvbq9u4qxcRLMq5tPl5//cfTx8rfjGC93e/fpx6B9lEW7+sfD9WUCeE7/m4F6"
    "7q4RNN8fs/W61fuGlku/brkU3my1xZxH6WqY8cPZx9o0waVk0hZpHjbPslY8bDfJazZ9i3"
    "lOEesPus1zrZVM3VYyvag0euAqpp8x509k1cvQLwW3+kXKpbnXqLRi6e9kBJZdB0ke2CKO"
    "oNgGNY7fzTHCgW4H7KdKWbOkYtpHFuUme5bLQo77XilwwO4LHZhYMDdDrdTQSI/OEyFzT8"
    "cUaq6GQzW9oDCyyXCotEXY4UvictAaYaEGeUUdpWtyGCIzTG3QJmH5MJZWDLVml+sXKIbW"
    "CynzNMnXD6UIO2f1fXP2upSGSDbL1xGpm3EZe74Y2dQ0/G2ovKIoTrelrqhtp/iLKIsmjq"
    "F2pSz8JwVaoyhdZ3RHfxoMTk/fDl6fXrw7P3v79vzd63CPSd8q2myubn6E/Sb2JaQ1TJFD"
    "pcp2kyDbn076gJ1M1P8VMA7aa3BLgCuHcnhof4xD/Nf7u085jlIxqqSITU2B/g/ZlDe2l/"
    "T+PF44JmCJRgtqC+rwExjvL02ZXApgB5Ri+3sAd7i9R2biQ8bmDh1cJaYFJAhiGYt5xt7O"
    "mE2wkz0xMbrk2SoJm5qQ8Mqez9a7u9sY9lc3iZ370y8fr64ld6MmQjaiImdD1yaD/D2ouy"
    "YDG3NhyEN5m3lP0mpNo9Y0tvoz7rSmsR2fyoHrGiVTbQOzSXr5Ssd1m34J7aNhBs230EMG"
    "pEqjJ4ED7y7K+YJY7xFsvMqNCx2FPmMceYBaaDklju8UxufEEceg9yvURNY8Fji42SvlYT"
    "amzwTNqLMQhJ+gG8/HDTRZIwwA5Hi4mVNiPsm+MTi4MVAy+o+j9Y8t1D/qeJO9SKvzhSv5"
    "gkragAhJBxUC9Tv/mdHtvbxWN0amlbr9LZW6L6hWbJns0fRW4s4rWopCgg5uI4Pz0xL4yl"
    "a5AKt7cYSZSyfUqQLxmqKDGJ+WMsOdFljhTtNGuBY5xOlQvA7pLtp2GHRJddEybA9cc6FA"
    "z9BWBJORr6GAFyqnlMjHUsvh7ZLDYU6r2oujNJ3kO0qxHQVcR5LpCADL9v3ZDHSO78/hKz"
    "zqh1o5I1bBOCToHLiD8zIyoGxVIKOkFUqY8yWTZ1BV1V2KsIM7x+D8vBTi5wWInycRtyif"
    "23hlVN2lk3QdxPu8zPZxnr99nKe2jxFlVTD2m+8xUrq3J2DLIVsEbQpb/kRtu5LX1JpCe0"
    "zFRO86PKambOHaKwNwy1CFEJPOsJ09LQnK5Nx4pCd+Fwcr32VNxPfXH24+Xt4evXndHyQc"
    "pIIZOUute8oN/CyZDHhbY8xcQx6DTxnGgiI3tdw+tMtaBZc1CaHArsEJqaTITpBpY8FmY0"
    "EAmVhVs8sk6bqH9emgjMgzyBd5BimW3GVjKreF+ZSJStxLirB7aDfCkQe4ieliNnIqypuZ"
    "xBr4UsDzxSh8NEPQLB10QWKjLOLuAf/mooyDQ9I4E3FwuMhY7v8mpsgLncpVwaboOhM6VV"
    "vaHTEFT/HKyCbJNLBJYF1Wje8I2u9RkvcCrvcjz9e/KRxIYjksJXgvx9ohgjwjnOMJ4cbY"
    "ZbMqWKcI9wg5pJRcMScD9NidljrzHVRQ015tC92KaUo5N+Qb4yObXqQyQ0J541P+8LfPxM"
    "bCL/SQ7fWQqAZxYBr4PO+HuM0ikaZ3e7DiiYG7iFU068z2OEUS3HQYpERwzM5wxUJzDkvq"
    "KwWbyWYz4uz6DX7weuns2vLk1F1XlNdLx0EynpnY+dvzuvqViUOM7S6Flieg74jTg+qk2x"
    "DVsZ48nLq8nIDf3fWjY82ZytsAj2HTp503JtnPreym0zjxKXbrAOoe+ukqUi6pQXT5TLos"
    "tuCFRYUh2UKX7rqcLqGra9lTGfHlENlw+cERYajg5RrkFvCi/Aw9PkCHXV1fI5uZT9xwiU"
    "noc5a/RhXYrqCzjiM1w1ZWCLJGyUNpLPcpxzL8+kp1LawfVK98SudfC26cZObP1Jhl2W3q"
    "WWQfve46j9buS6vrSEFGnLoW1aK78rKH0+4HYpcxUr71BpTz3g0jCBu9h766CpRwveJ0NW"
    "D14HfVsZRtcbnQwfZKUJPXtLYug/66CpjDBB1DPQawLBsmhtxpu8H2KdJjRyXqGGh7Revg"
    "15gxd8mYyJ3I3FVvE0Xu57DTLmHYZB6Gj1Bt9weqAEklY1jf7BdlZFAVew3wJ3/BvAxVI4"
    "F1+r5+cRhNfrYG8iVDQCqIbf+S5YzWoPPf3qB+VwLpd7lAv0u5/TFHSOHTg6gCwEm6DiJd"
    "f7xS64v2Nomtrtu7N6i75bAaE0kxpMGFyp1bTHyKWKfhb1squwrOyU1yqIHfXwZ/GnEJzO"
    "dOo96HZfKY++3RQq4aF5Evsrm9QswhaI6laCHeq7+DZQepwiHdHHoiKzSXBD65uvckVx7k"
    "Hoc9oN9LLJoGh3p0fEe5PoKFcKyylRNsTv1+kVdwkQrIWc5NbBFVXxF+H3kt+mhKLYs4fU"
    "St40dHfUEnKr86lQLbtzAaP5mvEEyIV7nR+7QRG3sDQYuSKc//11uvhOiBAM3IFykn+u7u"
    "PqW/BvxvLtgveqqxnFz1Q+1TkV59Ny8vHZv3ZvCX/F3jIIFzYsOjgPtMzUPkClU62V0Dye"
    "5GzMrIv/Yg5yMnvY/fvhNsfdGheP3bQ+w8TOWXieXmDponk84k8suE30iFPCdrIp3YRNfi"
    "0mJAoRhALLrdpMcINfvfNvY/Fknn1czZYpLjlHqW2zzLEdaybHKNNYXOV54+EOMSQcWEJR"
    "rWDflKKqEao9Gg5lTG1oUWu1KtoG3g5hm3+1XLFaQ3ghpALR3k2LJNoCyqsd1vM67zdRTx"
    "jsCWj0c+UGTjp3UJaP0IyF1xLRdIeaigrtnKNtUs+eDZ2X8lLvdePMMgEWvRL7ZLeFb7Z6"
    "9xWfuEgwh2bUpc5BOCyh0j7wtHzJV/jwmxlOK/j5YuFXKUoNgpR1IAmMpGIHuDAeC9V6qU"
    "irR1oqGBHh2OqYUgJRQaDn0yKR4Oh2jhCGrLi2ttkLyoSrdCL8cnCBQoytjgdw5GC0BWfg"
    "HM5Qge7NGR92ffQasVmjC0pGKqSKggs20MEmDIUAtxFPnOtb69ZXxXv0DfHsxgWXeaoH0n"
    "9O1NJ4eLfRYlF26MRosOWRIuFdUyR4YEHUwlW6oKxJuCKhBv0lUgtA1ujzY4gSeVCm4E7X"
    "W5jeKp2KLchueqvXCrVUCJU+lpqX1a1mxwVftKnLKDltMuGVi0gTz/zO+WgbwlvpOB+i1D"
    "VRHRzOXrKKJJCRsN69mDD2BTDnnrfrnJvGRUTQ3gO3yuU+5rPUTrhLh8PcSehbrW7fDNS3"
    "XRJ0vhnC/cJcg6gbaW8b5aYULLeK2clrDUVuWpSVPuND0t0/btex4sMmMAZJWTOErTPQ1r"
    "I3V2IXlpVZijNBrmUjAv5ip3deXiXSk6Xb0raYSB4NTtwM2g1PAm4Q2l5ZKghu01lKnAm6"
    "ReoCSkKToNbRLaZ0qy8oflQhq211AmodSheL29heJxgl1zaojMVD35mpAE2R7r9aWlvANS"
    "fmi7Tv4m0i27jo6Y0BET+9WL7B4xkW96fLkSbS0T1POwTqq4a8gm69tdH/CkQ2syzjLr4m"
    "w5KO3B1A/rKt/a76+6jQZ/IzDP1Gv0/z0aWSSH6P2ryA1AeA8bibDRtu42ndx9VGDr9uau"
    "tKXbn+ouWF4TiSvL6HxP81W+pymN70sFlbcO52aZz5eIgWwbxHUGQb6oA5xiJPKPxYDP2H"
    "wuhrxN3QdjIOsEyy55Murja5/H1zO2Fxm2ifsZtu181W9A1KXt9XTw9iJEF34UAXv/8fL2"
    "ttV5wTbLnXtdxt1VjmkuRadpaS+iWunYtNLxpdOJHCqw7WWlH/Dkg/ITyOCjw3uFTDQoUJ"
    "WrQclcFz+xJZKPs0LPlFNIcg05HLiXhkLluzax664gJwWenKAPU+zIB0fUUfkeZN8Ox55D"
    "qYDUE6a67yWr9vUNsYQXjY726IDmGLJmTKl8S+Qn/1CJuf0myn3TS2KhUmsskSKhcsGohB"
    "tjNHHZYi6fFpFnIp8EaGSTvKQW69QVGzVtQUP5VXOtZGvVSVUkpejEFg0mttAazMY0mGqb"
    "qcTAao+qfNb1hbgBL2NeFi8Q5tIr4ARUGx1WqsNKNRegw0rbHlaqkwXpQNIsn9WuRyzqCA"
    "0dodF+aHWEho7Q0BEaOkJDR2hoI7QuTbXz19eiKQ4w0VE42iDedrutjsI5qCgcT0mtg3A2"
    "Y6RjcKoaRXJCcGJLbpNppHwATu/OIeAGoCqCg0tApEpHH0qGh/4FY2oL4hXNiLocKP+BmC"
    "dELT1meiSsCzaVjf5ZVy7SFok2MQz9IouENp03ZTp/mdKHrUO5WY53/2Xl2gZwWa63RF25"
    "l3RPyAv7iXM2G8/ixoN+/AWnY350zE8b9lUd86PVrduoWzVzUt8+pRWcWsHZKlav5YWZDx"
    "XW1nLQqsJwVsi8X3m4IFZettiza29TTriRRd/UEHF2hwZxOIlhtfKrTYdJv0CM8CO70sjm"
    "+3RESDqhBNu3c4cueLHrtDRT8EJ78rZlKmz6tEUa+wSV9pfUXr17g5ZPsbvFkk2SaWC1j+"
    "/L+fi2SAnaNh6xw2pQ7XWqvU61UlYrZduglNVep/W4UypRaDeAQHF6K7vp0HLM4Nh3x+ge"
    "+ukqSDXVEJAwdcx3uWlThvrycswZwVdZbNIwwj2gsdy/YFopdIpNiAXwVHGLgbYTtIm/6R"
    "fZCbRs+BXKhpFPtuT3FKHQcoN2j9GSWDsYlv5OCXF9H4odIQ1cMToKaWTna5tjjCej5LCT"
    "oQCzgZ9cC0ybg7wu0YzMRsT9hiNF5sVkQTfvkUvmiiHw7nA0WiHmEJ8AKVOIvGCSdKBXbb"
    "1WZ2s1s6mZzVbsRprZ1MymZjY1s9kGcDWzqZnNNLOZV9JzrQTewGjumEsA+vDj/l3iWFCA"
    "YIr5FHotmTtgUw/ZpUL9BVe6Tqg/g435ZkeWiHqmHcbR3K/OR9CJfARasMiHXgsWWrDYtv"
    "is5tkOl2f74IXz/ErJMotvi94u5N38sCAjTFhcjX8DMuL2ERtBQTGVpMnCq/eSHQtVe9BE"
    "ZW7i8hHhLpJ7AEcOE1M5P8XMXT3dF9at8rr2Z9gbTz0SXhUzhNCg75c72huXdkUnXwuj9q"
    "fB4PT07eD16cW787O3b8/fvQ63v/Ston3w6uZH2Apjx5gue/WiZa9i31zJwz1Go4/3nBz1"
    "WYqt/EW7pujgsn1XRg55ly+HvEvJIf6WnxZAstH1mxdJHQcIcgGoIDW0p3jYZzJnbmZ2Af"
    "9OIV/kqjbNZxjQSpp9Kmkkh8YWrkk8jCrslCnCDm6Y9Z/zIWqVFnOCSp/1GWe9SzBnGQGW"
    "RSs4oOjg0j0vVZHtvKAi23m6IhsXWCwynOjzMV5TNIVxajPusbkXM3uI+4NW7OZD313Frs"
    "daVfVxSFDpU2GzgjeArAYlb8d9HRKLq02K3suFRcW1I9xVL0OUidztF4kzGNoZRDakZb1B"
    "QQ8LPcnpZi7CKnPNe7ScMmRRS/6PBRJM/k/Nqa+f7ctfxFFa2uV0la3Z3anHR+fReZgSIG"
    "XgTwouKgAIohyZbE6JheQcM6UOBhUy9/602QRxQW0bqYLQyKWTqUB4DGUFxLq7Rwebnsup"
    "7M6bfwsdQYOx97mgJ7KCewKeiRP1tDBbx3la5oSsB14ErrwbChH+T+pnZdZy4L7kQDXjhv"
    "pVgb2LU3WQja7fdO995BVBzg5LbY6H3h++gzL4DvLxHaRKNcQ3lPLeJzGyDi7l+oWV9WZd"
    "fj+O0WiW9WAVGRl1SQ9GjWERgamdRjg/R+Kaoh1ZEmHYzmRJPCydhy5aUIvKw+McKx0dUZ"
    "KtTo6WZcBpWNeh4NqfoqNl4JbVc0QXVUzJIR8Affrl9vbFQhAw50vmWp+JlKsf2BNxelnR"
    "COlW/cLABL+94QKBFM0lRelYWEUjzzrn6Rsp8gPpd4jJ3QlRwdH9T5evBucXoA3gElJina"
    "B7OUE2AZ1EH/Epc8Urmz7LGyk1SL1daxNzu1QLajoNiDypJJDFqOphbF8W5hhje3FWgq+9"
    "OMtla+HWIbNR2nRUDx9FvswppF7eIu1pjLJ7zPOBTHIA0qa8p9t82BEynde25fOrA9x3Zk"
    "J0gHvTAe4vIwpd2cx86mVIP96NfpHAM4ImJSWc4VC1Ju5wiLy/LBRcs4bD94hgcwpSiJeX"
    "H41dNlPmUgZyBqKO0gNyZZwFcQSRZ0jw24cLKZmnycEeHYdQ1czEDpoRziWwiLloRMYuJX"
    "7deK+jI3iqbzkeE7E6mVnHJygabiRFRSIFLjTH1M2PHPLfBO77L1AcKeQ38peaT63zaLZt"
    "P+0XCHVa2siHvrvSRvzDLflJxYk0t5Jh84tsgVVx1VxgeS4wck5pRrCIEYwvrc3JjoJTXw"
    "NbCtg2Fp79QTGGfErnWZx25G4huz0O220ROg9MJmQu8pJdcnB1ZJKrdRHmErP3kj2GFpJf"
    "Pnrs/dmWRNT6y/s/T+lkCn899o6BXfZWRF95Oi5Ziu1ueLxHxyXyJzDm8r0h45Jk1NlcHs"
    "NUEGRRlyhLPgfG3GECjSQTLrlyk83UY+XmZSripv0Rw8/Vj7nYhZdOJGSSDAJ0Q0h9I2hu"
    "fZ/cOqzjKsaXoH3nzC6DMmaXQb7ZZZAyu7QxJirDiWjuJYDr7QVlHRelxc1anIQS505ZR6"
    "EEmRaNMt1M41xD6aCzOJnGtkzUmY+Zlo82h53Fl9dm0TP82DW4G33dEvtim8TPj56Ropch"
    "ewa3+kWCp2/kKO3L5oligW3kBF2DtYVTi/hxblx5nrGlA2F0q/frADqBVxwi8mwSMaIowi"
    "kGoizvtmYHqygucskJht+XfC46p5Duzvvt/euH+hmjleG1rlOYTA4Ze57U+GFr72mxYuS0"
    "4Nmmk69fIHjyhYparSQerUm2ko9a5qaSkIxKxbO8KYhneZOOZxkxKyMN14Nc9DmGA799J4"
    "LcisSd698eYpJOKlollHZu7z79GDRPhrBoSVRLosHJU3HKI2TaAa/NDnhpjic101eM2QQ7"
    "eQGCGfSJKR/JDpr6qsMr+53nq7u729gUX90kt9BfPl5dyxNNza1sRD1pI62PyOP5tpuEWB"
    "d6HirMA7HodsdbjFDvdoew21Wf5DilnuU2z3JS0C6t4Y2TaQ1vxi4ZU1qUBDZGo1HdrDfP"
    "48S0Xjeu140trM0a8wL2SiObNEfE98JWacwXIltdvhCbdOWyRemQCGgMPlDwP0QoqP8hPk"
    "GFZ4NWWrWAyOw5R5wQcHoKLlvrSsdwuvG+vONlnMsOiWhusEfHZLMZREh8F1RCQeYUOxPC"
    "vQp5iU6UMxj4dznKI0wwOze4/HcFqPoMVA/FsQ+qib+cFJ2Oe2jbkdQvUGhr9V8+9N1V/0"
    "U/2pIfVJREM3sZLHS4+VXDVDPQ5Rno8FzSXF4RlxddVpvZZ++M16CWALWNcQ4A+/0Tte0s"
    "3nl9s5CBVnHSHNptEeWg6CRDCwWaXTYG346jJzIXaESUZ8dwCN3zE6//4fA45E89NxLmri"
    "SHy4OnzI1uqHGcR0eSA98NwcbgqjKTx+srYKiZ88qjl8w0nReUlQ4C8L3nLuSQw1cLwtE1"
    "d9ym86aIOw6nrrSzR0DQCV+EPfh66EwhOlNIC073lmYKeXC9MJefMJ9CPfmMIz7ZpPCgF3"
    "5jlYdOtm6g+t3vqvB98kDUx9Y+jy0XO09VLGR+c72dZoj1/jdVlgHwm3fw+K+/dMScsLmd"
    "EeeQu1DXBHqpZixVZSWoAmfQfn9ovk5C+bo98HFTMkUZrJLNcJ4FPKBIADgGkgNckAVwfX"
    "/3y9XtNfr58/WHm/sbP2t+qNJWN5U4HHpifb6+vE26GrPZfLGlsSFO2kFrw4FYF3I9dVIi"
    "yMtyzEpeKWCXA3mmBK+s1Er1M8qaQ9YccifYDn1u6nOzldgfxLmplaFfjzL0RY/UA1eFAu"
    "aXDrZXgpo8i7OLNyhk7dQr4ljbcsVyA3+8kBZhDhnXhsPIRjscficvWJjaq+EQTZl8O69I"
    "LeYCnb5GFl7xnNK59favmc52MZ2+2dp4pmRZSU+TpHtBfU2roF5DuyTkyV4ZE5ctRUZZng"
    "JeNEW5T560KXgbZkgFE9g2bPpEqizjBJVexClTgwIo8OuujGyUUIObUo67DNJwbLP5xuk0"
    "tKl1q8ISKiObJNPApjeEueGvvwxg88v7JunaUeQXxutMkV+A2A/HqTozETI9MbVPjJKLqk"
    "xJSKAno/bJcIlZPe3FmqixRBcpqTKcm4PNc6GVxFpJrJXEWkn8VSuJPzFBx9TE/mundMSx"
    "+/0iFbETaVlBQwxkJoEiGXitzYUj/QRdoonLFnNioSc5t+hIKUL66JkJwo/REyFzjpjsYu"
    "EAexiEvWTqiWsf5dER2J0Q4Vfpc8gSqULy6N9M8iSICnQ0HAal5flw2IcmhAs0pi4XfYSF"
    "CqGRjzMmS9BOe21NtnDEcPjoYIjcGYOWenasgm6CjLAz9kygQLq6IJljdCTHohwtXSoEke"
    "83kYsQLamYyr7hsah1vF1NkVRe2F2icDakgK0jr+uGIWB2vQUL82Ykfuogo5YdN/0Cs0Aw"
    "d2VdjIP2XfQxHpTxMR7k+xgPkj7G4aZVRSSMEWmxsHaxMHI6VNhPElT7Y2XftHpjiYYqxM"
    "6C8iELMbI9FvFpaj03Xb1nfcqWX70xmq3WbstSC9a9em2a5ZKZv2yD9p1br4Pz8xILVrbK"
    "r+oF9xJpUL+YxJ1XSlwfIekcxm/OSsUynxXEMp+l4pl0Uu1KrMXBad50rqz8r6u7ubICYa"
    "Ayp6qP+vxabTqT795qtenkqME6qiU5ampr2B+wLdsVyuIa3Q3baiz42SVj4hKYpQ1mg0jL"
    "flkDgjEPiUoXdFPq+0C9j8TCdYiF2HiMjhwGqnOvqppqRUGlf5xVqG27TgoTXik1gU7voR"
    "XGHVUYEwdePAPfQp+VCJWuzlLBa0U7M3TbmeFAWJSWujNcEpea0yyOxL9TyIHgdRuduOCQ"
    "Pueis/+ZuNx3Xil7/EdIOsgBNKIth4+qAsJ+8w6i20jOTzmiyNRI5FvkIyT7t8e/jHq8Ns"
    "t7ijvY52H2x/8DkGX2hA=="
)
