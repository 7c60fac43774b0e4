P = "Prices"
def p(s, x):
    return s.n(P, x)
CATEGORIES = [
    ("Bidders", ["Mr Fairweather", "Mrs Gold", "Miss Hardy", "Mr Ilkley", "Mrs Jessop"]),
    ("Lots", ["barometer", "carriage clock", "globe", "sea chest", "telescope"]),
    ("Prices", ["$150", "$300", "$450", "$600", "$750"], [150, 300, 450, 600, 750]),
    ("Paddles", ["11", "23", "38", "42", "57"]),
]
CLUES = [
    ("The sea chest fetched the highest price of the day.", lambda s: p(s, "sea chest") == 750),
    ("The telescope went for $150 less than the barometer.", lambda s: p(s, "telescope") == p(s, "barometer") - 150),
    ("Mrs Jessop paid $150 more than Mr Ilkley.", lambda s: p(s, "Mrs Jessop") == p(s, "Mr Ilkley") + 150),
    ("Paddle 23 was raised by the bidder who won the globe.", lambda s: s.same("23", "globe")),
    ("Mrs Gold, holding paddle 57, spent the least.", lambda s: s.same("Mrs Gold", "57") and p(s, "Mrs Gold") == 150),
    ("Mr Fairweather paid exactly twice what Mr Ilkley paid.", lambda s: p(s, "Mr Fairweather") == 2 * p(s, "Mr Ilkley")),
    ("The holder of paddle 42 bought neither the globe nor the carriage clock.",
     lambda s: not s.same("42", "globe") and not s.same("42", "carriage clock")),
    ("The carriage clock sold for $300 more than the telescope.", lambda s: p(s, "carriage clock") == p(s, "telescope") + 300),
    ("Paddle 38 went home with the carriage clock, and Mr Ilkley didn't hold paddle 11.", lambda s: s.same("38", "carriage clock") and not s.same("Mr Ilkley", "11")),
]
REMARKS = ["Five lots went under the hammer at Saturday's maritime sale. Each went to a different bidder, and each bidder held a numbered paddle."]
