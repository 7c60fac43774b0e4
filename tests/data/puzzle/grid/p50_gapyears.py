CATEGORIES = [
    ("Travellers", ["Ottilie", "Pascal", "Rosalind", "Sefton"]),
    ("Countries", ["Chile", "Japan", "Kenya", "Norway"]),
    ("Jobs", ["fruit picker", "ski instructor", "tour guide", "volunteer teacher"]),
    ("Lodgings", ["campervan", "flat share", "homestay", "hostel"]),
]
SOLUTION = [
    ["Ottilie", "Norway", "ski instructor", "campervan"],
    ["Pascal", "Kenya", "volunteer teacher", "homestay"],
    ["Rosalind", "Chile", "fruit picker", "hostel"],
    ["Sefton", "Japan", "tour guide", "flat share"],
]
def distinct(s, *xs):
    ents = [s.e(x) for x in xs]
    return len(set(ents)) == len(ents)
def one_other(s, a, b, x, y):
    return not s.same(a, b) and ((s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x)))
CLUES = [
    ("The ski instructor lived in a campervan.", lambda s: s.same("ski instructor", "campervan")),
    ("The four travellers were Pascal, the one who went to Chile, the tour guide and the one who lived in a campervan.",
     lambda s: distinct(s, "Pascal", "Chile", "tour guide", "campervan")),
    ("Of Ottilie and the tour guide, one went to Norway and the other lived in a flat share.",
     lambda s: one_other(s, "Ottilie", "tour guide", "Norway", "flat share")),
    ("Rosalind wasn't the tour guide.", lambda s: not s.same("Rosalind", "tour guide")),
    ("The volunteer teacher was in Kenya.", lambda s: s.same("volunteer teacher", "Kenya")),
    ("The hostel guest picked fruit.", lambda s: s.same("hostel", "fruit picker")),
]
QUESTIONS = [("Where did Sefton spend his gap year?", lambda s: s.v("Countries", "Sefton"))]
NUM = "."
INTRO = ["Gap Years: four school leavers each spent a year working abroad, each in a different country, in a different job and in a different kind of lodging."]
OUTRO = []
REMARKS = INTRO + OUTRO
