# p52_wine: 4x4, medium; vintages and prices.
# solution:
#   Bellacosta | 2008 | Italy | $35
#   Chateau Verre | 1998 | France | $49
#   Domaine Rocher | 2013 | Argentina | $28
#   Villa Serena | 2003 | Spain | $42
V = "Vintages"
P = "Prices"
CATEGORIES = [
    ("Wines", ["Bellacosta", "Chateau Verre", "Domaine Rocher", "Villa Serena"]),
    ("Vintages", ["1998", "2003", "2008", "2013"], [1998, 2003, 2008, 2013]),
    ("Countries", ["Argentina", "France", "Italy", "Spain"]),
    ("Prices", ["$28", "$35", "$42", "$49"], [28, 35, 42, 49]),
]
INTRO = ["A wine shop is featuring four red wines this month. Despite their names, "
         "the wines come from four different countries."]
OUTRO = ['Determine the vintage, country of origin and price of each wine.']
REMARKS = INTRO + OUTRO


def y(s, x):
    return s.n(V, x)


def p(s, x):
    return s.n(P, x)


CLUES = [
    ("The Spanish wine is 5 years older than the Italian wine.",
     lambda s: y(s, "Spain") == y(s, "Italy") - 5),
    ("The oldest vintage is also the most expensive.", lambda s: s.same("1998", "$49")),
    ("The $28 bottle isn't from France or Spain.",
     lambda s: not s.same("$28", "France") and not s.same("$28", "Spain")),
    ("Domaine Rocher sells for $7 less than Bellacosta.",
     lambda s: p(s, "Domaine Rocher") == p(s, "Bellacosta") - 7),
    ("Villa Serena is neither the 1998 nor the French wine.",
     lambda s: not s.same("Villa Serena", "1998") and not s.same("Villa Serena", "France")),
    ("Chateau Verre is not from Italy.", lambda s: not s.same("Chateau Verre", "Italy")),
    ("The Argentinian wine, which is the most recent vintage, costs $7 less than the Italian one.",
     lambda s: s.same("Argentina", "2013") and p(s, "Argentina") == p(s, "Italy") - 7),
    ("Villa Serena costs more than Bellacosta.", lambda s: p(s, "Villa Serena") > p(s, "Bellacosta")),
]
