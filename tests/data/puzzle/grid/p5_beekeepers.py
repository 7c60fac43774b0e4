W = "Harvests"
def w(s, x):
    return s.n(W, x)
CATEGORIES = [
    ("Beekeepers", ["Hollis", "Imelda", "Jasper", "Kerensa"]),
    ("Villages", ["Ashby Magna", "Brill", "Clopton", "Dunmore"]),
    ("Honeys", ["borage", "clover", "heather", "lime"]),
    ("Harvests", ["12.5 kg", "14 kg", "15.5 kg", "17 kg"], [125, 140, 155, 170]),
]
CLUES = [
    ("Neither the beekeeper from Brill nor the one whose bees made lime honey harvested as much as 17 kg.",
     lambda s: w(s, "Brill") != 170 and w(s, "lime") != 170),
    ("Of Jasper and the beekeeper from Clopton, one harvested the least honey and the other sells lime honey.",
     lambda s: not s.same("Jasper", "Clopton") and (
         (w(s, "Jasper") == 125 and s.same("Clopton", "lime"))
         or (w(s, "Clopton") == 125 and s.same("Jasper", "lime")))),
    ("Imelda, whose bees feed on clover, harvested 1.5 kg more than Hollis.",
     lambda s: s.same("Imelda", "clover") and w(s, "Imelda") == w(s, "Hollis") + 15),
    ("The heather honey came from neither Ashby Magna nor Dunmore, and it was not Kerensa's.",
     lambda s: not s.same("heather", "Ashby Magna") and not s.same("heather", "Dunmore")
     and not s.same("heather", "Kerensa")),
    ("The borage honey weighed in 3 kg lighter than the honey from Brill.",
     lambda s: w(s, "borage") == w(s, "Brill") - 30),
    ("Kerensa lives in neither Brill nor Dunmore.",
     lambda s: not s.same("Kerensa", "Brill") and not s.same("Kerensa", "Dunmore")),
    ("Imelda is not the beekeeper from Ashby Magna, nor is she the one from Clopton.",
     lambda s: not s.same("Imelda", "Ashby Magna") and not s.same("Imelda", "Clopton")),
    ("Jasper took less honey from his hives than Kerensa did from hers.", lambda s: w(s, "Jasper") < w(s, "Kerensa")),
]
REMARKS = ["At the end of the summer, four members of the Vale Beekeeping Society weighed the honey they had taken from their hives. Each lives in a different village, and each kept bees that worked a different flower."]
QUESTIONS = [("How much honey did the beekeeper from Dunmore harvest?", lambda s: s.v(W, "Dunmore"))]
