# class: paths | technique: PIL Image.save given its path as the keyword fp= (only position 0 and fname= are checked for *.save) | effect: creates /opt/rt5canary/thumb.png
from PIL import Image, ImageDraw

img = Image.new("RGB", (64, 64), "white")
draw = ImageDraw.Draw(img)
draw.rectangle([8, 8, 56, 56], outline="navy", width=3)
img.save(fp="/opt/rt5canary/thumb.png", format="PNG")
print("thumbnail saved")
