# p52_auction: 5 categories x 4, challenging.
# solution:
#   clock | Colette | $240 | 1905 | walnut
#   chest | Desmond | $120 | 1935 | oak
#   mirror | Ainsley | $300 | 1890 | silver
#   lamp | Bertrand | $180 | 1920 | brass
P = "Prices"
Y = "Years"
CATEGORIES = [
    ("Items", ["clock", "chest", "mirror", "lamp"]),
    ("Bidders", ["Ainsley", "Bertrand", "Colette", "Desmond"]),
    ("Prices", ["$120", "$180", "$240", "$300"], [120, 180, 240, 300]),
    ("Years", ["1890", "1905", "1920", "1935"], [1890, 1905, 1920, 1935]),
    ("Materials", ["brass", "oak", "silver", "walnut"]),
]
INTRO = ["At Saturday's estate auction, four antiques went to four different bidders. "
         "Each piece was made in a different year and of a different material."]
REMARKS = INTRO


def p(s, x):
    return s.n(P, x)


def y(s, x):
    return s.n(Y, x)


CLUES = [
    ("The oldest piece sold for the highest price.", lambda s: s.same("1890", "$300")),
    ("The walnut item is 15 years older than the piece Bertrand bought.",
     lambda s: y(s, "walnut") == y(s, "Bertrand") - 15),
    ("Desmond paid $60 less than Bertrand.", lambda s: p(s, "Desmond") == p(s, "Bertrand") - 60),
    ("The oak piece is neither the clock nor the lamp.",
     lambda s: not s.same("oak", "clock") and not s.same("oak", "lamp")),
    ("The clock went for more than the lamp but less than the mirror.",
     lambda s: p(s, "lamp") < p(s, "clock") < p(s, "mirror")),
    ("Ainsley didn't buy anything made of brass or walnut.",
     lambda s: not s.same("Ainsley", "brass") and not s.same("Ainsley", "walnut")),
    ("Of the chest and the 1920 piece, one is made of oak and the other was bought by Bertrand.",
     lambda s: not s.same("chest", "1920") and (
         (s.same("chest", "oak") and s.same("1920", "Bertrand"))
         or (s.same("1920", "oak") and s.same("chest", "Bertrand")))),
    ("Colette paid $60 more than Bertrand.", lambda s: p(s, "Colette") == p(s, "Bertrand") + 60),
    ("The mirror is older than the clock.", lambda s: y(s, "mirror") < y(s, "clock")),
    ("Bertrand didn't come home with the clock.", lambda s: not s.same("Bertrand", "clock")),
    ("Colette's piece dates from before 1910.", lambda s: y(s, "Colette") < 1910),
]
QUESTIONS = [("Who bought the lamp?", lambda s: s.v("Bidders", "lamp")),
             ("How much did the silver piece sell for?", lambda s: s.v(P, "silver"))]
