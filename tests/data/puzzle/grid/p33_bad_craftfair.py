P = "Prices"
CATEGORIES = [
    ("Potters", ["Arlo", "Bea", "Cosmo", "Delia"]),
    ("Glazes", ["celadon", "cobalt", "ochre", "tenmoku"]),
    ("Prices", ["$40", "$55", "$70", "$85"], [40, 55, 70, 85]),
]
CLUES = [
    ("The tenmoku bowl was the most expensive.", lambda s: s.n(P, "tenmoku") == 85),
    ("Delia's bowl cost $15 more than the cobalt bowl.", lambda s: s.n(P, "Delia") == s.n(P, "cobalt") + 15),
    ("Bea's bowl cost more than Delia's.", lambda s: s.n(P, "Bea") > s.n(P, "Delia")),
    ("The ochre bowl was the cheapest.", lambda s: s.n(P, "ochre") == 40),
]
BAD = (3, "The potter who sat next to Delia at the fair used the ochre glaze.")
REFUSED = {BAD[1]: {
    "'Cosmo (listed next to Delia) used ochre'": lambda s: s.same("Cosmo", "ochre"),
    "'Bea (listed two away) used ochre'": lambda s: s.same("Bea", "ochre"),
    "'someone other than Delia used ochre'": lambda s: not s.same("Delia", "ochre"),
}}
EXPECT = 2
NUM = None
DOT = False
INTRO = ["Four potters each sold one glazed bowl at a craft fair."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 3, "The potter who sat next to Delia at the fair used the ochre glaze.",
must be refused: the puzzle says nothing about where anyone sat, and no category
gives seats or an order of the potters, so "next to Delia" cannot be read from
it. The order in which the category line happens to list the potters is not a
seating plan. Without the clue the puzzle has two solutions (Arlo and Cosmo share
the ochre bowl at $40 and the cobalt bowl at $55). Taking the list order as
seats makes Cosmo the potter next to Delia and gives one confident answer; all
the clue really says is that someone other than Delia used the ochre, which
leaves both solutions."""
