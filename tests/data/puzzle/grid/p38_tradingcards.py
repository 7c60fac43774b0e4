Y = "Years"
P = "Prices"
CATEGORIES = [
    ("Collectors", ["Elias", "Greta", "Juno", "Mateo", "Priya"]),
    ("Cards", ["Comet", "Dragon", "Golem", "Kraken", "Phoenix"]),
    ("Years", ["1998", "2000", "2002", "2004", "2006"], [1998, 2000, 2002, 2004, 2006]),
    ("Prices", ["$20", "$35", "$50", "$65", "$80"], [20, 35, 50, 65, 80]),
]
SOLUTION = [
    ["Elias", "Kraken", "2002", "$35"],
    ["Greta", "Phoenix", "1998", "$80"],
    ["Juno", "Comet", "2006", "$20"],
    ["Mateo", "Golem", "2000", "$50"],
    ["Priya", "Dragon", "2004", "$65"],
]
CLUES = [
    ("The card printed in 1998 sold for $30 more than Mateo's card.", lambda s: s.n(P, "1998") == s.n(P, "Mateo") + 30),
    ("The Dragon card was printed 2 years after Elias's card.", lambda s: s.n(Y, "Dragon") == s.n(Y, "Elias") + 2),
    ("Juno's card is the most recent.", lambda s: s.n(Y, "Juno") == 2006),
    ("The $35 card is either the Kraken or the card printed in 2000.", lambda s: s.same("$35", "Kraken") != s.same("$35", "2000")),
    ("Of the Golem card and the $65 card, one belongs to Mateo and the other was printed in 2004.",
     lambda s: not s.same("Golem", "$65") and (
         (s.same("Golem", "Mateo") and s.same("$65", "2004")) or (s.same("$65", "Mateo") and s.same("Golem", "2004")))),
    ("The Comet card fetched the lowest price.", lambda s: s.n(P, "Comet") == 20),
    ("Greta's card isn't the Dragon.", lambda s: not s.same("Greta", "Dragon")),
    ("The card printed in 2002 sold for $15 less than the Golem card.", lambda s: s.n(P, "2002") == s.n(P, "Golem") - 15),
    ("Priya's card sold for more than Elias's but for less than Greta's.",
     lambda s: s.n(P, "Elias") < s.n(P, "Priya") < s.n(P, "Greta")),
    ("The five cards are the Phoenix, Juno's card, the $50 card, the card printed in 2004 and the Kraken.",
     lambda s: len({s.e("Phoenix"), s.e("Juno"), s.e("$50"), s.e("2004"), s.e("Kraken")}) == 5),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
