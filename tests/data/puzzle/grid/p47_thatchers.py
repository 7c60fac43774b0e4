Y = "Years"
CATEGORIES = [
    ("Thatchers", ["Mr Gedge", "Mr Hibbert", "Mrs Ingram", "Mr Jolley"]),
    ("Cottages", ["Bramble Cottage", "Mill House", "Old Forge", "Rose Cottage"]),
    ("Materials", ["combed wheat", "heather", "long straw", "water reed"]),
    ("Years", ["2018", "2019", "2020", "2021"], [2018, 2019, 2020, 2021]),
]
SOLUTION = [
    ["Mr Gedge", "Mill House", "long straw", "2021"],
    ["Mr Hibbert", "Rose Cottage", "heather", "2018"],
    ["Mrs Ingram", "Bramble Cottage", "water reed", "2020"],
    ["Mr Jolley", "Old Forge", "combed wheat", "2019"],
]
CLUES = [
    ("Rose Cottage was thatched three years before the roof of long straw.",
     lambda s: s.n(Y, "Rose Cottage") == s.n(Y, "long straw") - 3),
    ("Mrs Ingram, who used water reed, finished her roof the year after the Old Forge was done.",
     lambda s: s.same("Mrs Ingram", "water reed") and s.n(Y, "Mrs Ingram") == s.n(Y, "Old Forge") + 1),
    ("Mr Jolley didn't use heather.", lambda s: not s.same("Mr Jolley", "heather")),
    ("The combed wheat roof isn't the one on Mill House.", lambda s: not s.same("combed wheat", "Mill House")),
    ("Mr Gedge's roof is the most recent of the four.", lambda s: s.n(Y, "Mr Gedge") == 2021),
    ("Bramble Cottage wasn't rethatched in 2021.", lambda s: not s.same("Bramble Cottage", "2021")),
    ("Mr Jolley's roof is a year newer than Mr Hibbert's.", lambda s: s.n(Y, "Mr Jolley") == s.n(Y, "Mr Hibbert") + 1),
]
QUESTIONS = [("Who thatched Rose Cottage, and with what?", lambda s: (s.v("Thatchers", "Rose Cottage"), s.v("Materials", "Rose Cottage")))]
NUM = "."
INTRO = ["Four listed cottages in the village of Much Wenham have been rethatched in recent years, each by a different thatcher, in a different year and with a different material."]
OUTRO = []
REMARKS = INTRO + OUTRO
