P = "Prices"
CATEGORIES = [
    ("Bartenders", ["Anders", "Bianca", "Caspian", "Dalia", "Emeric"]),
    ("Cocktails", ["Gimlet", "Mai Tai", "Negroni", "Paloma", "Sazerac"]),
    ("Bars", ["Blue Fern", "Copper Fox", "Lantern", "Moth Club", "Velvet Room"]),
    ("Prices", ["$9.50", "$10.75", "$12.00", "$13.25", "$14.50"], [950, 1075, 1200, 1325, 1450]),
]
SOLUTION = [
    ["Anders", "Sazerac", "Velvet Room", "$13.25"],
    ["Bianca", "Paloma", "Blue Fern", "$9.50"],
    ["Caspian", "Negroni", "Moth Club", "$12.00"],
    ["Dalia", "Gimlet", "Lantern", "$14.50"],
    ["Emeric", "Mai Tai", "Copper Fox", "$10.75"],
]
CLUES = [
    ("The Negroni costs $2.50 more than Bianca's cocktail.", lambda s: s.n(P, "Negroni") == s.n(P, "Bianca") + 250),
    ("The drink served at the Lantern is $1.25 more expensive than Anders's.", lambda s: s.n(P, "Lantern") == s.n(P, "Anders") + 125),
    ("Of the Mai Tai and the Moth Club's cocktail, one is Emeric's and the other costs $12.00.",
     lambda s: s.e("Mai Tai") != s.e("Moth Club") and (
         (s.same("Mai Tai", "Emeric") and s.same("Moth Club", "$12.00")) or
         (s.same("Moth Club", "Emeric") and s.same("Mai Tai", "$12.00")))),
    ("The cheapest cocktail is neither the Gimlet nor the Sazerac.", lambda s: not s.same("$9.50", "Gimlet") and not s.same("$9.50", "Sazerac")),
    ("Neither Caspian nor Dalia works at the Velvet Room.", lambda s: not s.same("Caspian", "Velvet Room") and not s.same("Dalia", "Velvet Room")),
    ("The Copper Fox's cocktail costs somewhat less than the Sazerac.", lambda s: s.n(P, "Copper Fox") < s.n(P, "Sazerac")),
    ("Either Anders or the bartender at the Blue Fern mixes the Paloma.", lambda s: s.same("Anders", "Paloma") != s.same("Blue Fern", "Paloma")),
    ("The Gimlet costs $3.75 more than the Mai Tai.", lambda s: s.n(P, "Gimlet") == s.n(P, "Mai Tai") + 375),
    ("The Velvet Room's drink isn't $2.50 cheaper than Dalia's.", lambda s: s.n(P, "Velvet Room") != s.n(P, "Dalia") - 250),
    ("Caspian's cocktail costs $2.50 less than Dalia's.", lambda s: s.n(P, "Caspian") == s.n(P, "Dalia") - 250),
    ("Emeric's cocktail costs $1.25 more than Bianca's.", lambda s: s.n(P, "Emeric") == s.n(P, "Bianca") + 125),
]
NUM = None
DOT = False
INTRO = ["Five bartenders each entered their signature cocktail in the city's cocktail week."]
OUTRO = []
REMARKS = INTRO + OUTRO
