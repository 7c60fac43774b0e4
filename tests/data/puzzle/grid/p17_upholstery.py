C = "Costs"
CATEGORIES = [
    ("Clients", ["Mr Hale", "Mrs Ince", "Ms Jarvis", "Mr Kell"]),
    ("Furniture", ["armchair", "chaise longue", "footstool", "sofa"]),
    ("Fabrics", ["chintz", "linen", "tweed", "velvet"]),
    ("Costs", ["£180", "£240", "£395", "£610"], [180, 240, 395, 610]),
]
SOLUTION = [
    ["Mr Hale", "footstool", "chintz", "£180"],
    ["Mrs Ince", "sofa", "velvet", "£610"],
    ["Ms Jarvis", "armchair", "linen", "£240"],
    ["Mr Kell", "chaise longue", "tweed", "£395"],
]
CLUES = [
    ("The sofa, which was the dearest job, was covered in velvet.", lambda s: s.n(C, "sofa") == 610 and s.same("sofa", "velvet")),
    ("Mr Hale's bill was £60 less than Ms Jarvis's.", lambda s: s.n(C, "Mr Hale") == s.n(C, "Ms Jarvis") - 60),
    ("The tweed job cost more than the linen one but less than Mrs Ince's.",
     lambda s: s.n(C, "linen") < s.n(C, "tweed") < s.n(C, "Mrs Ince")),
    ("Ms Jarvis didn't have the footstool done.", lambda s: not s.same("Ms Jarvis", "footstool")),
    ("The chintz wasn't used on the chaise longue.", lambda s: not s.same("chintz", "chaise longue")),
    ("Mr Kell's job cost less than the sofa but more than the armchair.", lambda s: s.n(C, "armchair") < s.n(C, "Mr Kell") < s.n(C, "sofa")),
    ("Mr Hale chose the chintz, though not for an armchair.", lambda s: s.same("Mr Hale", "chintz") and not s.same("Mr Hale", "armchair")),
]
NUM = "."
DOT = False
INTRO = ["Four clients sent a piece of furniture to be re-covered at Thorne & Daughter this spring, each choosing a different fabric."]
OUTRO = []
REMARKS = INTRO + OUTRO
