H = "Hours"
CATEGORIES = [
    ("Quilters", ["Mrs. Ebersole", "Mrs. Hawley", "Miss Lantz", "Mrs. Purdy"]),
    ("Patterns", ["Bear's Paw", "Double Wedding Ring", "Log Cabin", "Ohio Star"]),
    ("Hours", ["120 hours", "145 hours", "170 hours", "195 hours"], [120, 145, 170, 195]),
    ("Fabrics", ["calico", "chambray", "flannel", "gingham"]),
]
SOLUTION = [
    ["Mrs. Ebersole", "Log Cabin", "195 hours", "flannel"],
    ["Mrs. Hawley", "Ohio Star", "120 hours", "gingham"],
    ["Miss Lantz", "Double Wedding Ring", "170 hours", "calico"],
    ["Mrs. Purdy", "Bear's Paw", "145 hours", "chambray"],
]
CLUES = [
    ("The Log Cabin quilt took the most hours.", lambda s: s.n(H, "Log Cabin") == 195),
    ("Miss Lantz spent 50 more hours on her quilt than Mrs. Hawley spent on hers.",
     lambda s: s.n(H, "Miss Lantz") == s.n(H, "Mrs. Hawley") + 50),
    ("The gingham quilt took fewer hours than the chambray one.", lambda s: s.n(H, "gingham") < s.n(H, "chambray")),
    ("Mrs. Purdy's quilt, which isn't made of flannel, is the Bear's Paw.",
     lambda s: not s.same("Mrs. Purdy", "flannel") and s.same("Mrs. Purdy", "Bear's Paw")),
    ("The calico quilt isn't the Ohio Star.", lambda s: not s.same("calico", "Ohio Star")),
    ("Mrs. Ebersole's quilt isn't the Double Wedding Ring, and it took longer than Miss Lantz's.",
     lambda s: not s.same("Mrs. Ebersole", "Double Wedding Ring") and s.n(H, "Mrs. Ebersole") > s.n(H, "Miss Lantz")),
    ("The chambray quilt took 25 hours less than the calico quilt.", lambda s: s.n(H, "chambray") == s.n(H, "calico") - 25),
    ("The Ohio Star was sewn from gingham.", lambda s: s.same("Ohio Star", "gingham")),
]
NUM = "."
DOT = False
INTRO = [
    "The Tuesday Quilting Bee",
    "Four members of the Willow Creek Quilting Bee each finished a quilt this spring. Each quilt was sewn in a different traditional pattern from a different fabric, and each took its maker a different number of hours. Match each quilter with her pattern, her fabric, and her hours.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
