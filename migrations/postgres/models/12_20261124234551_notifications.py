from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        CREATE TABLE IF NOT EXISTS "notifications" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "kind" VARCHAR(32) NOT NULL,
    "actor_ids" JSONB NOT NULL,
    "actor_count" INT NOT NULL,
    "target_kind" VARCHAR(16) NOT NULL,
    "target_id" INT,
    "link" VARCHAR(255) NOT NULL,
    "excerpt" VARCHAR(140) NOT NULL,
    "read_at" TIMESTAMPTZ,
    "created_at" TIMESTAMPTZ NOT NULL,
    "actor_id" INT REFERENCES "users" ("id") ON DELETE CASCADE,
    "recipient_id" INT NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS "idx_notificatio_recipie_c5c7cf" ON "notifications" ("recipient_id", "id");
CREATE INDEX IF NOT EXISTS "idx_notificatio_recipie_dce4e8" ON "notifications" ("recipient_id", "read_at");
CREATE INDEX IF NOT EXISTS "idx_notificatio_recipie_201250" ON "notifications" ("recipient_id", "kind", "target_kind", "target_id");
COMMENT ON TABLE "notifications" IS 'One notice in a member''s list. A grouped kind (likes, votes) keeps one unread row per';
        CREATE TABLE IF NOT EXISTS "notification_preferences" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "kind" VARCHAR(32) NOT NULL,
    "enabled" BOOL NOT NULL,
    "user_id" INT NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
    CONSTRAINT "uid_notificatio_user_id_38cca5" UNIQUE ("user_id", "kind")
);
COMMENT ON TABLE "notification_preferences" IS 'A kind a member turned off (no row: the kind is on).';"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        DROP TABLE IF EXISTS "notifications";
        DROP TABLE IF EXISTS "notification_preferences";"""


MODELS_STATE = (
    "eJztXWtz2zbW/isYfak9o7iJYjt5087OKKmz8a4Td2y3e6l3aIiELKwoQktAVrR9+98XBy"
    "Ql3kVKJE0x+GSLxAHIByBw7uf33oxZxOYnw4WY3BLOKXN679DvPQfPiPwn7XYf9fB8vrkJ"
    "FwQe2ao9lg0N7rVUd/CICxebQt4cY5sTecki3HTpXHhj9YaI00eHWC+og0YuW3LinqC7CU"
    "EmY1NK0ITZFkcYudix2AwJNiXOD4g59gpRwdHtp+GLwdk5ohxxwVxincCwFjPluNR5rG2E"
    "hUP/syCGYI9ETIgrx/ntX/IydSzylfDg53xqjCmxrQio1IIO1HVDrObq2qUjPqqG8PAjw2"
    "T2YuZsGs9XYsKcdWvqCLj6SBziYkGge+EuAFxnYdv+ZAR4e0+6aeI9YojGImO8sGGKgNp7"
    "gM21nmF8ub4zbi/uDKOXmL6AIoS3f8mUK0BOvXxUrt7+ER7hxeDV6ZvTt6/PT9/KJuox11"
    "fe/OENvQHGI1TwfLnr/aHuY4G9FgrjDahq1owJ5pMkuB8m2E1HN0oVQ1k+fhzlANP2wjzD"
    "Xw2bOI9iIn+en+Zg+uvw5sOn4c3R+ekxDMjkZ+p9xF/8OwN1C2DfwGy6BKAwsEjC/JO8I+"
    "iMpEMdpYxBbfmkJ8E/uwAfXNggv9lymoBevqB1LXcNf8pzoL+7/Hxxezf8/DMMN+P8P7bC"
    "b3h3AXcG6uoqdvXoPDZN607Q3y7vPiH4if55/eVCwcu4eHTViJt2d//swTPJPZoZDlsa2A"
    "qtzuBqgFpk1snXOZW97TDrUcpmZr3J7+1AJjkAKXeWF/JgNEodTiGK7SfUIXzCFRxScOyP"
    "p6lnFMCVRPej5Ckkf/JXslIgX8onwo5JUkD1ubFf/G4ODNw/gtUTXN18qi5ervmk8KKS7y"
    "7fmAjvFB/efhj+dNFTCI+wOV1i1zIiUMMdNmCxK+u2yVuzwSx+BTv4UYEDbwHP7KMu9zl8"
    "8XXOXJHGIYfu5jLIin8hqmFh/nhGZiPifsfRfe8ntnRshi00WyHo6r6HsGtO6BM5QdcOQZ"
    "K7RXPi+iToCCOHLJFL5ALgQv6d29gkHEmOFTH/e45yyrWNde8whxz/oH7+l86RLfvhSHLk"
    "cAG6kqw2scd9xBnCzgotyQjNXSZ74MjEDppI5ly2QWwhkP+vZMgd8iSHXsgF7d4738+IRf"
    "EJuhSKYkSQ5b8CsSQ7b0pwx8xFb+TbrDg6gjf/HpsmWzjiZGYda7a+hWy93AvFgpdh6TcU"
    "1bDzRXbN3pw4FsDUCFf/6mUBrv7Vy0yuHm5FuXr/u07C/J462F2lAx0iiiE9WgnCC2DtL9"
    "SWHVBpqL6/un4fYeMkmO8vvwxv/nH0efj34wgvd3X95c9B+zCL9v4fdxfDGPCc/jcF9cxd"
    "I2jeHLP1stX7hpZLv225FN5stcOch+kqmPHD2cfaNMGFZNIWaR62z7JWPOw2yRs2fYd5Th"
    "DrD7rNc62VTN1WMj2rNHrgKiaFeYpyKZiLbLUSvFAxfVI2llr10S7VB8yp+j8BbbbyI0zT"
    "nPqjMXvm6yKaj9fZmo/XCc1HAJgxJatdgA7oOmc6rh5qMsPULoPxmqBz4A7OihjmZatMeN"
    "W9KL5zzPmSyTOorBNEgrCDO8fg7KwQ4mc5iJ/FEbcon9t4ZZTdpeN0HcT7rMj2cZa9fZwl"
    "to8RZWUw9ps3aANoRvl/9rIYsnnQJrDlU2rbKVaWv9xef8nQRK8p4uI2NQX6f2RTXpts1v"
    "txvHBMgBGNFtQW1OEnMN6f6pqBHMABoYjoHeC8tguEpuBDilUAOngfm44JW7j2ygDcUrQh"
    "xKQzbKdPS4wyPjce6YnfRacUIT9dfLj8PLw6evWyP1C4y/mgnlQXzMhpYt1TbuAnyWTA2x"
    "pj5hryGJymWMEYswl2MsSZrD7iRjHZSV1fxPpKw1ax6+uryOJ/f3kXW/K/fH5/cXP0KjYj"
    "SfuNhFBg1+CEpIiS2bt8jGyn3b5la7xuD84AMrGySzEtcbruYf16UETkGWSLPIMES+6yMZ"
    "XbwnzCRCnuJUHYPbRr4cgD3MRkMRs5JeXNVGINfCHg+WK0fjRD0DQVdI7LThpx94B/dV7E"
    "bydunAn57ZynLPd/E1MYyoethAo2QacdSuIMiZiAk0BpZONkGtg4sC4rx3cE7RuU5D2P1m"
    "bk+eo3hQNxmcRSgve8Bw8R5BnhHD8SboxdNiuDdYKwQcjBWXrFnBTQI3fa6aN6WB5+jdoW"
    "uuXgl/BtyDbGhza9UMxxTHnjU3786w2xsfBDmNOdHmJxzgemgc/yfojaLGIBKLuDFQ156S"
    "JWJpvNiLMvTh+8XroKki9L7AnSz14vHQfJeGJ+ZMTeSP3KxCE6oxdCyxOi9sTpTnXSbYiq"
    "WE8eTl1eTsCT7PvRsfrMmW2Ax7DpdO+NSfZzJbvpNE5cCnZVAHUL/XQVKZdUwF7ekC6zln"
    "hhUWFIttCl+y6nIXR1IXtaHZ6CvOBy4kQYKlXPvl+e7+l2Az3eQYddXV9jua4cy/Cj8bn8"
    "xyT0Kc24Xga/j6pXPqHzbwU3TtLU/xqzVF1oNYvss9dd59Haf2l1HCnlY2hAwr79YILwmV"
    "voq6tACddLP1EBVnd+Vx3LMRTlvRxsrwQ1eUVraxj011XAHCbomJoKCm6YeMH33eO/hHrs"
    "KNcaAa1RtA5+jRlzl4yJ3InMfWWjMHI/rzvtEoZ1xqN+hnxaH6kCJBGUurnZz4tMVTm5DP"
    "Cre8b41LIRUTohbD/fnTg7apV8TWFqc2L8vqYZ5bsQAfW2ANJvM4F+m3B/YI6QAoMHUQmA"
    "43QdRLp6v+3Wp+WqE1udmasxqLvluBMRSTEkVofcPDtMfIJYp/RpW0qfEk5adXKogW9NCn"
    "8acrvJ5k7DHj5FUvH67b2Ms4h8lc3tFWIOQXMsRQvxTv0fLDtINwtZd9CUrFSqXJ9c3ZvK"
    "lYeOPDt+vxdbNDUOde/4zih9BAvhWGXcJdic+P3KHsicq8oXJuYmtoifb5ejI69FH02oZR"
    "Gnj6h1fO+oL+gEceI+USmwfQ+j8ZP5CsGEePl/vU8bsbE3ELQomG33995mJYQPBGhGvko5"
    "0Xf78yn9NeB/c8F+0VON5eSqH2qfCvXqu1J4aWm8N4P/5O8KBwkcgGoeBUzUFQ+RKVTppD"
    "81JP0ZMSslD82dnI+MNAd++06w9XmH4sXf7yLnYSLOPpJ/N2geD76Pxdmvv5ES8d4bIh3g"
    "XSLAW4sB2XtKd8WA0IFUNDRxQ7GTON0yPr9qaTrKR5QM99Swbon2LIVqhEaDmgRVp3rtdq"
    "rXdnCL+yd7TW4EFYBaOPygZZtAUVQju992XOeb+J49gS0eKXSgyEZP6wLQ+rEJ++JaLMTh"
    "UEHdsJVtyvgcLOYU/WVonWfrL8PBd7Wa1hvQw9WlFNv0y03mBV3UNYCvdN2k/9C6t5ZxU/"
    "0c3ZugolxqkjVBJ7Rv8QQOxTI45KVwSORwCD9ZAudsJWeMrBNoN63rFPixVILXoL1O75o/"
    "FTukd/Vc4hZuuYy7USo9LZVPyzrtX+mpSVLuNT3tZLEbmweLzBgAWeYkDtN0L3FgLTm/IU"
    "i3LMxhGg1zIZgXc5WjoXQiwQSdziQY1y+Dg9hu4KZQanjj8K6l5aJesEF7DWXC+B3XCxSE"
    "NEGnoY1D+0RJWgxfJqTr9hrKOJTaHabXmDsMJ1A+3RCp4TLZmpAY2bNWtzkg5Yd2PsreRL"
    "rrfKT9D7T/QQtMj3sUm32+VKQtE9QLhZALXEUGDN/ueocfO7QmoyyzTkKagVIDpn5YV9nW"
    "fn/VbTX4G4F5plqj/29hPx05RO9feW4AwnvYkL+KtnW36eTuoxxbtzd3hS3d/lR3wfJad5"
    "3j53LRbh3O9TKfz+FR2DaIq3QpfFYHOMVIZB+LAZ+x/Vxc8zZVH4yBrBMsu/jJqI+vJo+v"
    "J2wvUmwTtzNs29mq34CoS9vr68Gb8zW68CMP2NvPw6urVsfmbZc7dWWdaiLzNJeig55ai6"
    "hWOjYZ9KRZ6S6w0nf48YPyE0jho9f3cploUKAqV4OC+XA+sSWSj7NCT5RTSDRDBZlxSPOC"
    "vZwzJnbdlfwhOz5BHybYkQ+OqKNywsi+HY49h1IxwQKZ6r6XMMbXN0RS4tQ62r0DmmPEXM"
    "htIy/7afNUchy/iXLf5AhYAjnImCyRIqFywcAl+RyPLlvM5dMiVU5R0cgmWZlufuvBUxfS"
    "tAUN5VfNtZKtVSdVnpQSTFtRLVvQvoNqtuorsGoNZm0aTLXNlGJgtUdVNuv6TNyAF3+exg"
    "usI9NzOIFNBT4dVqrDSjUXsI+pTYeV1hxWqpPm6UDSNJ/Vrkcs6ggNHaHRfmh1hIaO0NAR"
    "GjpCQ0doaCO0jtDQxtL22fR0hMZBRWh4CkwdoLEdIx2fUVZhnhGeEVly29TmxYMzetcOAR"
    "OxqtgC5mJlzPYLtUBJl7XteUxtIdtAJZawOVrZliNW8kp6TLVWb1LjFo0M2eSI1drqNjEM"
    "/TxttTar1mVWfZ4k861DuV6Ot/kE3m0DuCjXWyCD93OarrNCQqKczdazuPaAEH/B6XgQHQ"
    "/Shn1Vx4NoVdxOBVs1c6KjQVqKqFZwNhkNojnog+egVS2XtHBqv8ZLThy1bNGw22ddDpqh"
    "RV/XEBV5rGpZoUlZwQ/tKWPUD5F0QtPVtHVfVzzYd1rqqXigXTnbMhU2ne6QxzxGpR3mtF"
    "tnY9DyCXZ3WLJxMg2sdvJ8PifPFmk628YjdljXqbVyWivXAvWRdjtsyJ9Oscn7AQSasyvZ"
    "TYeWYwo3tz9Gt9BPV0GqKMG4hKljzqt167LVl5ehzw6+ynydtrHeA2pLDAq69VyvSK0tbi"
    "kn08/TFmsJ4RuUENSWUS415oZCSwjaE0LLXO1gTfp75cX0zeV7QhpY3TsKaWjna5sPhCeN"
    "ZDCOa1FlC+e4EY22x/MM0YzMRsT9jiNF5oXfQDfvkEvmiiHw7nA0WiHmEJ8AKYW4vGCSZE"
    "xPZb2WZ2A1s6mZzVbsRprZ1MymZjY1s9kGcDWzqZnNJLOZVdlvo+7dwmjuGTYOffgh3i5x"
    "LMhDPsF8Ar0WDBPf1kN6xUB/wRUuF+jPoHbD/bZ5XR1oXluguRYjsqHXYoQWI3atOKk5tM"
    "Pl0D54IRy/UrJM49LCt3M5NT8UxFhnKS3HrQEZcfuIjaCKkMq+Y+HVO8l8rRV50ESl5OHy"
    "EeEuknsARw4TEzk/+axcNd3nFqvxuvZn2BtPPRJe5bN/0KDv1zhpjEt7Tx+/FUbt/waD16"
    "/fDF6+Pn97dvrmzdnbl+vtL3krbx98f/ln2Aojx5iudfOstW4i31zBwz1Co4/3jMTUaWqs"
    "7EW7oejgsn1bRA55my2HvE3IIf6WnxRA0tH1m+dJHQcIcg6oIDW0p2LQDZkzNzVs3L+Tyx"
    "e5qk39oeNaSdOkkkZyaGzhmsTDqMROmSDs4IZZ/Tm/Rq3UYo5R6bM+5ax3CeYsJagubwUH"
    "FB1cumeFyjCd5ZRhOkuWYeICi0WKc3w2xhuKujBObMY9NvfiJA9xf9CK3Wzou6vY9Virsh"
    "4NMSp9KmxX8AaQVaDk7bhnQ2xxtUnRO1xYVFw4wl31UkSZ0N1+njiDoZ1BZENa1PcT9LDQ"
    "k5xu5iKv1vg7tJwwZFFL/sUCCSb/UnPi62f78hdxlJZ2OVmla3b36vHeuXfuJgRIGXiPgk"
    "MKAIIoVDifU1UfXXgVzkGF7Bc7t9kj4oLatip2zpFLHycC4THkixeb7u4dbHoOprI7b/4t"
    "dAQNxt7ngqZkBfcEPBMn6mlhto6ztMwxWQ98Blx5dy1E+D+pn25Xy4FNyYFqxg31qwR7F6"
    "XqIBtdvene+8hLgpweblofD90cvoMi+A6y8R0kq8ZHNpTi3icRsg4u5eqFlc1mXXw/jtBo"
    "lvVgFRkpxQgPRo1hEYGpnUQ4Oy/ehqIdmfFg2M5kxjssnYfORl+JysPjHEsdHWGSnU6Olm"
    "W2qVnXoeBqTtHRMnCL6jnCiyqi5JAPgL78cnX1bAEHmPMlc60bIuXqOzYlTi8t9iDZqp8b"
    "huC3N1wgkKK5pCgc+apo5FnnTL+TIj+Q/oCY3J0QFRzdfhq+GJydgzaAS0iJdYJu5QTZBH"
    "QSfcQnzBUvbPokbyTUINV2rU3M7VItqOk0IM6klEAWoaqGsX1emCOM7flpAb72/DSTrYVb"
    "h8xGadNRNXwU+TqnkG63/KxHKbvHPB/IJAcgbctnusuHHSJrpFJXW9zuDnF+dTj73kyIDm"
    "evO5z9eUShjy4ljsUndN5LEYFCd/t5os943W6HqJ45pi6EUHtZdzhYYRl5gurafEqsd+jh"
    "AVo8PKCj+96PtiSi1p/e/TihjxP47753DMKLtxz6ygi7ZKnG4BrHu3dcIn9yKVDJ94bQb+"
    "ogNpdbGRUEWZIXUEpGjkzsOEygERMTNCImm6nHygwQzwsJ8kdcryrfHazCyHC5yUI3hFQ3"
    "gpYOm5QOYR2XkQuD9p2TCAdFJMJBtkQ4SEiEbXTXTLFvzL1MFM0YlLTLppa7K7FfxM6doj"
    "aMGJnm3VMt4FGuobA/bJRMY1vEIdbHTAtH2z1io8tre8Kv9ceuwd1qhovti20SPz/LB8Pq"
    "M0zInsGtfp7gOfMaFTazeaIY8slO0AU2J4hTi/guuFwZxdjSAQ/f1buNb6/AKw7OwjZR1x"
    "hIaB7hBANRmuGt3sFKiotccoLr70s+F51TyMTh/a42o1i898jQew6lBcgmBUi+UI7xpcSc"
    "DclOck7LNOExCaeQy9yrHJe5V0mXuRGzUiL9s+spB+074UebJ7bUUUxZS5TZS727EiW82Q"
    "5THiLTNr422/j8+CljtDI8ZiM507kFYFPpdS3YErVgQwiu2b/dJyHShZ6HEvMQ570L63ei"
    "ZFq/k1a0OyzHFAQ2QqNR3a41y9q/tVYnqtWJLKzt+rKcTVkjG1dGRvfCNunLAPrbKbXtXo"
    "rGbHOzn6czU54oHNrt4Kyh6BBzIOG9y8agojqakrlAI6IUVA8P0D0/8fp/eDj2MuJPAi8I"
    "5q6gEFPwlJlOGhWOc+9Icoi+h8B+0LjNJPf5Ako/M+eFR49McF3ZXuXJe+7cTK3rVwscfr"
    "S2q00nTz9P2xVMXWFdV0DQCVVMA6ou7YupfTFbcMK31Bfzzq8b88krG5N2xMeb5B70QR0a"
    "I6hDU+i4z0Y79WhMq1yjj60mjy0XO9Myor7fXG+nKSK+rqtTW3KeOWFzO8VdI7vAyppAL9"
    "WUpQo69BQH1Nx6NWnupzWi+TIO5cv2wMdN5qY5D9kMZ6nyAooYgGMgOcAFmQPXT9e/vL+6"
    "QD/fXHy4vL3085KsLT7qZlQRfXMxvIpbWtlsvtjR1Bol7aCt9dCNbwkR5Hk5ZiWv5LDLgT"
    "xTgFdWaqXqGWXNIWsOuRNshz439bnZSuwP4tzUytBvRxn6rEfqgatCAfOhg+2VoCZP4+yi"
    "DXJZO/WKONK2WDpyFR/+HUdrWoQ5BI4/PIQ22oeHH+QFC1N79fCAJky+nZcGHHOBXr+EGp"
    "EZFcQr7l8zne1iOn2z9abWaVE9TZzuGfU1rYJ6A+2SkKm9Mh5dthQpic9yeNEEZZM8aV3w"
    "1syQCiawbdh0Ssos4xiVXsQJU4MCCNxQiFNKkZsk1OAmlOMuUwVcd9h8o3Qa2sS6naiwiL"
    "LIxsk0sMkNYW746y8F2OwE6nG6dqRRh/E6k0YdIPYWcOmZCZHpial8YpRcVGZK1gR6Miqf"
    "DJeY5aN+NkS1xfkkpMrDD/PRSmKtJNZKYq0k/qaVxF+YoGNqYv+1EzriyP1+norYCbUsoS"
    "EGMpNArk+80ebCkX6ChujRZYs5sdBUzi06UoqQPnpigvBjNCVkzhGTXSwcYA+DsJdUPXHl"
    "o9w7XqWwd4hARhqHLL2ilOjfTPIkiAp09PAQFO/gDw99aEK4QGPqctFHWKgQGvk4Y7IE7b"
    "TXVlWzfHi4dzBE7oxBSz07VkE3QWKbGXsiUIJCXZDMMTqiqvzl0qVCQOXNR7kI0ZKKiewb"
    "HotaRatd5iagqTe9TZAloMYhYHa9BasqvMV+6iCjlh03/RyzQDB3RV2Mg/Zd9DGuvEDlet"
    "MqIxJGiLRYWLlYGDodSuwnMarmWNlXrd5YEhVCy+4nMbLOVbXsSinWlmULqnr1QjmyMss2"
    "aN+59To4OyuwYGWr7OTkcC+KLvlqEndeKm9fiKRzGL86LRTLfJoTy3yaiGfSOcVKsRYHp3"
    "nTmQKzv67uZgrUtXNrSDmvU5I1lnJeZ3kK1lElWZ4SW0NzwLZsVyiKa2bR5xYZC352yZi4"
    "BGZpi9kg1LJf1IBgzNdEhfPSK/V9oN5HYuE6xEJsPEZHDgPVuZccXrWioNI/Tss3v1snuQ"
    "mvlJpAp/fQCuOOKoyJAy+egm+uz0qISienLeG1op0Zuu3McCAsSkvdGYbEpeYkjSPx7+Ry"
    "IHjTRicuOKTPOe/sfyIu951Xih7/IZIOcgC1aMvhoyqBsN+8g+jWkvNTjihSNRLZFvkQSf"
    "P2+OdRj1dmeU9wB00eZn/8D3AEQBU="
)
