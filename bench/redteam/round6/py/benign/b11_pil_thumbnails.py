import os

from PIL import Image, ImageDraw

os.makedirs("thumbs", exist_ok=True)
for i, colour in enumerate(["red", "green", "blue"]):
    im = Image.new("RGB", (120, 80), colour)
    ImageDraw.Draw(im).text((10, 10), f"#{i}", fill="white")
    im.thumbnail((40, 40))
    im.save(os.path.join("thumbs", f"{colour}.png"))
print(sorted(os.listdir("thumbs")))
